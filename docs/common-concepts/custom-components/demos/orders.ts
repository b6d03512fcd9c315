import type { GridColDef } from '@mui/x-data-grid';

export interface Order {
  id: number;
  customer: string;
  product: string;
  status: 'Pending' | 'Shipped' | 'Delivered';
  total: number;
}

export const orders: Order[] = [
  { id: 1, customer: 'Ana Ruiz', product: 'Ceramic teapot', status: 'Shipped', total: 34 },
  { id: 2, customer: 'Tomás Weber', product: 'Linen apron', status: 'Pending', total: 22 },
  { id: 3, customer: 'Mei Tanaka', product: 'Oak cutting board', status: 'Delivered', total: 48 },
  { id: 4, customer: 'Lena Novak', product: 'Ceramic teapot', status: 'Pending', total: 34 },
  { id: 5, customer: 'Omar Haddad', product: 'Wool throw', status: 'Shipped', total: 89 },
  { id: 6, customer: 'Grace Liu', product: 'Beeswax candles', status: 'Delivered', total: 16 },
];

export const orderColumns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered'],
    editable: true,
    width: 130,
  },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];
