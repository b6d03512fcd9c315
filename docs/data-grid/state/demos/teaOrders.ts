import type { GridColDef } from '@mui/x-data-grid';

export interface TeaOrder {
  id: number;
  customer: string;
  tea: string;
  grams: number;
  total: number;
  status: 'Packed' | 'Shipped' | 'Waiting';
}

export const teaOrders: TeaOrder[] = [
  { id: 1, customer: 'Aiko Tanaka', tea: 'Sencha', grams: 100, total: 12.5, status: 'Shipped' },
  { id: 2, customer: 'Bruno Costa', tea: 'Assam', grams: 250, total: 9.8, status: 'Packed' },
  { id: 3, customer: 'Chloé Martin', tea: 'Darjeeling', grams: 100, total: 14.2, status: 'Waiting' },
  { id: 4, customer: 'Dev Patel', tea: 'Oolong', grams: 50, total: 11, status: 'Shipped' },
  { id: 5, customer: 'Elena Petrova', tea: 'Sencha', grams: 250, total: 27.4, status: 'Waiting' },
  { id: 6, customer: 'Farid Haddad', tea: 'Rooibos', grams: 500, total: 16.9, status: 'Packed' },
  { id: 7, customer: 'Grace Kim', tea: 'Genmaicha', grams: 100, total: 8.6, status: 'Shipped' },
  { id: 8, customer: 'Hugo Lindqvist', tea: 'Assam', grams: 500, total: 18.5, status: 'Shipped' },
  { id: 9, customer: 'Isla Moreno', tea: 'Oolong', grams: 100, total: 19.9, status: 'Waiting' },
  { id: 10, customer: 'Jonas Weber', tea: 'Darjeeling', grams: 250, total: 31, status: 'Packed' },
  { id: 11, customer: 'Kemi Adeyemi', tea: 'Rooibos', grams: 100, total: 5.9, status: 'Shipped' },
  { id: 12, customer: 'Lucia Romano', tea: 'Genmaicha', grams: 250, total: 17.3, status: 'Waiting' },
];

export const teaColumns: GridColDef<TeaOrder>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'tea', headerName: 'Tea', width: 120 },
  { field: 'grams', headerName: 'Grams', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Packed', 'Shipped', 'Waiting'],
    width: 110,
  },
];
