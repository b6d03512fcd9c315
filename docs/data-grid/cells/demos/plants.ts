import type { GridColDef } from '@mui/x-data-grid';

export interface Plant {
  id: number;
  name: string;
  price: number;
  stock: number;
  light: 'Shade' | 'Partial sun' | 'Full sun';
  petSafe: boolean;
}

// A plant shop's stock list.
export const plants: Plant[] = [
  { id: 1, name: 'Monstera deliciosa', price: 34, stock: 12, light: 'Partial sun', petSafe: false },
  { id: 2, name: 'Calathea orbifolia', price: 28, stock: 0, light: 'Shade', petSafe: true },
  { id: 3, name: 'Snake plant', price: 19, stock: 25, light: 'Shade', petSafe: false },
  { id: 4, name: 'Fiddle-leaf fig', price: 45, stock: 3, light: 'Full sun', petSafe: false },
  { id: 5, name: 'Spider plant', price: 12, stock: 40, light: 'Partial sun', petSafe: true },
  { id: 6, name: 'String of pearls', price: 16, stock: 0, light: 'Full sun', petSafe: false },
  { id: 7, name: 'Boston fern', price: 22, stock: 8, light: 'Shade', petSafe: true },
];

export const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export const plantColumns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'light', headerName: 'Light', width: 120 },
  { field: 'petSafe', headerName: 'Pet safe', type: 'boolean', width: 100 },
];
