import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

// 200 rows: the eight reviews, repeated with new ids.
const rows: Review[] = Array.from({ length: 200 }, (_, index) => ({
  ...reviews[index % reviews.length]!,
  id: index + 1,
}));

const columns: GridColDef<Review>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 60 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'text', headerName: 'Review', flex: 1, minWidth: 240 },
];

export default function EstimatedRowHeight() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 72}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
      {/* preview-end */}
    </Box>
  );
}
