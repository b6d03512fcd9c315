import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './products';

// preview-start
const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', type: 'string', width: 170 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  { field: 'launched', headerName: 'Launched', type: 'date', width: 110 },
  { field: 'lastRestock', headerName: 'Last restock', type: 'dateTime', width: 180 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 80 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Kitchen', 'Garden', 'Office'],
    width: 120,
  },
];
// preview-end

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
