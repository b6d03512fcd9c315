import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Neuromancer', author: 'William Gibson', year: 1984 },
  { id: 4, title: 'The Fifth Season', author: 'N. K. Jemisin', year: 2015 },
  { id: 5, title: 'Piranesi', author: 'Susanna Clarke', year: 2020 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Published', type: 'number', width: 110 },
];

export default function QuickstartBasicGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={rows} columns={columns} />
      {/* preview-end */}
    </Box>
  );
}
