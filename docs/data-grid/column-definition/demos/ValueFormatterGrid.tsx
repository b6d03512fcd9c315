import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './products';

// preview-start
const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('en-IE', { style: 'percent' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value === 0 ? '–' : percent.format(value)),
  },
  {
    field: 'launched',
    headerName: 'Launched',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => monthYear.format(value),
  },
];
// preview-end

export default function ValueFormatterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
