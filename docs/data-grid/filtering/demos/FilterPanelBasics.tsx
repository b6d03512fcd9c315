import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { cafes, cafeColumns } from './cafes';

export default function FilterPanelBasics() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={cafes} columns={cafeColumns} showToolbar />
    </Box>
  );
}
