import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { productColumns, products } from './products';

export default function CheckboxSelection() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={products.slice(0, 8)} columns={productColumns} checkboxSelection hideFooterPagination />
    </Box>
  );
}
