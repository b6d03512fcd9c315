import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './products';

// preview-start
const columns: GridColDef<Product>[] = [
  { field: 'name' }, // no headerName: the header shows "name"
  { field: 'category', headerName: 'Category' },
  { field: 'price', headerName: 'Price', description: 'Retail price in euros, VAT included' },
  { field: 'stock', headerName: 'In stock', width: 90 },
];
// preview-end

export default function BasicColumnsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
