import type { GridColDef } from '@mui/x-data-grid';

export interface BakeryOrder {
  id: number;
  customer: string;
  item: string;
  loaves: number;
  pickup: Date;
  paid: boolean;
}

// A village bakery's pre-orders for one week of March 2026.
export const bakeryOrders: BakeryOrder[] = [
  { id: 1, customer: 'Café Lindner', item: 'Rye sourdough', loaves: 24, pickup: new Date(2026, 2, 9), paid: true },
  { id: 2, customer: 'Marta Kowalska', item: 'Spelt loaf', loaves: 2, pickup: new Date(2026, 2, 9), paid: false },
  { id: 3, customer: 'Hotel Aurora', item: 'Baguette', loaves: 60, pickup: new Date(2026, 2, 10), paid: true },
  { id: 4, customer: 'Youssef Amrani', item: 'Olive fougasse', loaves: 3, pickup: new Date(2026, 2, 10), paid: true },
  { id: 5, customer: 'School canteen', item: 'Wholemeal tin', loaves: 40, pickup: new Date(2026, 2, 11), paid: false },
  { id: 6, customer: 'Ivana Petrova', item: 'Rye sourdough', loaves: 1, pickup: new Date(2026, 2, 11), paid: true },
  { id: 7, customer: 'Deli Rossi', item: 'Ciabatta', loaves: 18, pickup: new Date(2026, 2, 12), paid: true },
  { id: 8, customer: 'Tomás Ortega', item: 'Brioche', loaves: 2, pickup: new Date(2026, 2, 12), paid: false },
  { id: 9, customer: 'Café Lindner', item: 'Baguette', loaves: 30, pickup: new Date(2026, 2, 13), paid: true },
  { id: 10, customer: 'Aiko Mori', item: 'Milk bread', loaves: 1, pickup: new Date(2026, 2, 13), paid: true },
  { id: 11, customer: 'Hotel Aurora', item: 'Croissant dough', loaves: 12, pickup: new Date(2026, 2, 14), paid: false },
  { id: 12, customer: 'Nils Ekström', item: 'Spelt loaf', loaves: 4, pickup: new Date(2026, 2, 14), paid: true },
];

export const bakeryColumns: GridColDef<BakeryOrder>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  { field: 'loaves', headerName: 'Loaves', type: 'number', width: 90 },
  { field: 'pickup', headerName: 'Pick-up', type: 'date', width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];
