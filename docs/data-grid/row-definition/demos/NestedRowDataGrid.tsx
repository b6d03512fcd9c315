import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Rows are plain objects of any shape: here each customer nests an address and a list of orders.
interface Customer {
  id: number;
  name: string;
  address: { city: string; country: string };
  orders: { total: number }[];
}

const customers: Customer[] = [
  {
    id: 1,
    name: 'Harbour Bakery',
    address: { city: 'Bergen', country: 'Norway' },
    orders: [{ total: 420 }, { total: 180 }],
  },
  { id: 2, name: 'Verde Florist', address: { city: 'Porto', country: 'Portugal' }, orders: [{ total: 95 }] },
  { id: 3, name: 'Kite & Co.', address: { city: 'Galway', country: 'Ireland' }, orders: [] },
  {
    id: 4,
    name: 'Atelier Nord',
    address: { city: 'Malmö', country: 'Sweden' },
    orders: [{ total: 1250 }, { total: 310 }, { total: 75 }],
  },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 160 },
  // preview-start
  // A field that is not a key of the row gets its value from `valueGetter`.
  { field: 'city', headerName: 'City', width: 120, valueGetter: (_value, row) => row.address.city },
  { field: 'country', headerName: 'Country', width: 120, valueGetter: (_value, row) => row.address.country },
  {
    field: 'orderCount',
    headerName: 'Orders',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.orders.length,
  },
  {
    field: 'revenue',
    headerName: 'Revenue (€)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.orders.reduce((sum, order) => sum + order.total, 0),
  },
  // preview-end
];

export default function NestedRowDataGrid() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={customers} columns={columns} hideFooter />
    </Box>
  );
}
