import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowHeightParams } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'author', headerName: 'Author', width: 100 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
  { field: 'text', headerName: 'Review', flex: 1, minWidth: 200 },
];

// preview-start
// Low ratings get a taller row, scaled by the density like the default height.
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  return (model as Review).stars <= 2 ? 80 * densityFactor : null; // null: the default rowHeight
}
// preview-end

export default function RowHeightPerRow() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowClassName={({ row }) => (row.stars <= 2 ? 'low-rating' : '')}
        sx={{ '& .low-rating': { bgcolor: 'action.hover' } }}
        hideFooter
      />
    </Box>
  );
}
