import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'author', headerName: 'Author', width: 90 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 70 },
  { field: 'text', headerName: 'Review', flex: 1, minWidth: 240 },
];

export default function AutoRowHeight() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={reviews}
        columns={columns}
        getRowHeight={() => 'auto'}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
