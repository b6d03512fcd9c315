import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './products';

// preview-start
const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'List price', type: 'number', width: 100 },
  { field: 'discount', headerName: 'Discount', type: 'number', width: 100 },
  {
    // Not a key of Product: the value is computed from the row.
    field: 'salePrice',
    headerName: 'Sale price',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => Math.round(row.price * (1 - row.discount) * 100) / 100,
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => Math.round(row.price * (1 - row.discount) * row.stock),
  },
];
// preview-end

export default function ValueGetterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'stockValue', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
