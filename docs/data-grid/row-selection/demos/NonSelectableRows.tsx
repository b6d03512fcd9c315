import Box from '@mui/material/Box';
import { DataGrid, type GridRowParams } from '@mui/x-data-grid';
import { productColumns, products, type Product } from './products';

// preview-start
// An item that is out of stock cannot go into a purchase order.
const isInStock = (params: GridRowParams<Product>) => params.row.stock > 0;
// preview-end

export default function NonSelectableRows() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={products.slice(0, 8)}
        columns={productColumns}
        checkboxSelection
        isRowSelectable={isInStock}
        hideFooterPagination
      />
    </Box>
  );
}
