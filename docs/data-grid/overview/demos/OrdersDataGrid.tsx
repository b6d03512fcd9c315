import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type OrderStatus = 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled';

interface Order {
  id: number;
  customer: string;
  product: string;
  quantity: number;
  total: number;
  orderedOn: Date;
  status: OrderStatus;
  paid: boolean;
}

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

const rows: Order[] = [
  {
    id: 1001,
    customer: 'Amelia Hart',
    product: 'Standing desk',
    quantity: 1,
    total: 489,
    orderedOn: new Date(2025, 0, 6),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1002,
    customer: 'Noah Fischer',
    product: 'Ergonomic chair',
    quantity: 2,
    total: 698,
    orderedOn: new Date(2025, 0, 9),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1003,
    customer: 'Priya Raman',
    product: 'Monitor arm',
    quantity: 3,
    total: 237,
    orderedOn: new Date(2025, 0, 14),
    status: 'Shipped',
    paid: true,
  },
  {
    id: 1004,
    customer: 'Lucas Moreau',
    product: 'USB-C dock',
    quantity: 1,
    total: 159.99,
    orderedOn: new Date(2025, 0, 17),
    status: 'Cancelled',
    paid: false,
  },
  {
    id: 1005,
    customer: 'Sofia Lindqvist',
    product: 'Desk lamp',
    quantity: 4,
    total: 196,
    orderedOn: new Date(2025, 0, 21),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1006,
    customer: 'Mateo Alvarez',
    product: '27" monitor',
    quantity: 2,
    total: 758,
    orderedOn: new Date(2025, 0, 28),
    status: 'Shipped',
    paid: true,
  },
  {
    id: 1007,
    customer: 'Hannah Okafor',
    product: 'Mechanical keyboard',
    quantity: 1,
    total: 129.5,
    orderedOn: new Date(2025, 1, 2),
    status: 'Pending',
    paid: false,
  },
  {
    id: 1008,
    customer: 'Kenji Watanabe',
    product: 'Webcam',
    quantity: 5,
    total: 445,
    orderedOn: new Date(2025, 1, 4),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1009,
    customer: 'Chloe Dubois',
    product: 'Noise-cancelling headset',
    quantity: 2,
    total: 398,
    orderedOn: new Date(2025, 1, 8),
    status: 'Shipped',
    paid: true,
  },
  {
    id: 1010,
    customer: 'Oliver Brandt',
    product: 'Standing desk',
    quantity: 3,
    total: 1467,
    orderedOn: new Date(2025, 1, 11),
    status: 'Pending',
    paid: false,
  },
  {
    id: 1011,
    customer: 'Isabella Rossi',
    product: 'Cable tray',
    quantity: 6,
    total: 114,
    orderedOn: new Date(2025, 1, 15),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1012,
    customer: 'Ethan Kowalski',
    product: 'Ergonomic chair',
    quantity: 1,
    total: 349,
    orderedOn: new Date(2025, 1, 19),
    status: 'Cancelled',
    paid: false,
  },
  {
    id: 1013,
    customer: 'Aisha Bello',
    product: 'Footrest',
    quantity: 2,
    total: 78,
    orderedOn: new Date(2025, 1, 23),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1014,
    customer: "Liam O'Connor",
    product: 'USB-C dock',
    quantity: 2,
    total: 319.98,
    orderedOn: new Date(2025, 2, 1),
    status: 'Shipped',
    paid: true,
  },
  {
    id: 1015,
    customer: 'Mei Chen',
    product: 'Whiteboard',
    quantity: 1,
    total: 215,
    orderedOn: new Date(2025, 2, 5),
    status: 'Pending',
    paid: true,
  },
  {
    id: 1016,
    customer: 'Gabriel Santos',
    product: 'Desk lamp',
    quantity: 1,
    total: 49,
    orderedOn: new Date(2025, 2, 9),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1017,
    customer: 'Freya Nilsen',
    product: 'Monitor arm',
    quantity: 2,
    total: 158,
    orderedOn: new Date(2025, 2, 12),
    status: 'Pending',
    paid: false,
  },
  {
    id: 1018,
    customer: 'Daniel Novak',
    product: 'Mechanical keyboard',
    quantity: 4,
    total: 518,
    orderedOn: new Date(2025, 2, 18),
    status: 'Shipped',
    paid: true,
  },
  {
    id: 1019,
    customer: 'Yasmin Haddad',
    product: 'Webcam',
    quantity: 1,
    total: 89,
    orderedOn: new Date(2025, 2, 22),
    status: 'Delivered',
    paid: true,
  },
  {
    id: 1020,
    customer: 'Samuel Achterberg',
    product: '27" monitor',
    quantity: 1,
    total: 379,
    orderedOn: new Date(2025, 2, 27),
    status: 'Pending',
    paid: false,
  },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', minWidth: 160, flex: 1 },
  { field: 'product', headerName: 'Product', minWidth: 180, flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null | undefined) => (value == null ? '' : currency.format(value)),
  },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Cancelled'],
    width: 130,
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

export default function OrdersDataGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        pageSizeOptions={[5, 10, 20]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          sorting: { sortModel: [{ field: 'orderedOn', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
