import type { GridColDef } from '@mui/x-data-grid-premium';

export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface ItemSales extends Record<Day, number> {
  id: string;
  item: string;
}

export const days: { field: Day; label: string }[] = [
  { field: 'mon', label: 'Mon' },
  { field: 'tue', label: 'Tue' },
  { field: 'wed', label: 'Wed' },
  { field: 'thu', label: 'Thu' },
  { field: 'fri', label: 'Fri' },
  { field: 'sat', label: 'Sat' },
  { field: 'sun', label: 'Sun' },
];

// Items sold by a neighbourhood bakery in the week of 9 March 2026.
export const bakerySales: ItemSales[] = [
  { id: 'croissant', item: 'Croissant', mon: 42, tue: 38, wed: 40, thu: 45, fri: 51, sat: 88, sun: 93 },
  { id: 'sourdough', item: 'Sourdough loaf', mon: 18, tue: 21, wed: 17, thu: 20, fri: 26, sat: 41, sun: 12 },
  { id: 'baguette', item: 'Baguette', mon: 35, tue: 33, wed: 36, thu: 31, fri: 44, sat: 62, sun: 58 },
  { id: 'cinnamon', item: 'Cinnamon roll', mon: 22, tue: 19, wed: 24, thu: 23, fri: 30, sat: 54, sun: 61 },
  { id: 'rye', item: 'Rye bread', mon: 9, tue: 11, wed: 8, thu: 10, fri: 12, sat: 15, sun: 0 },
  { id: 'eclair', item: 'Chocolate éclair', mon: 14, tue: 12, wed: 16, thu: 15, fri: 21, sat: 37, sun: 40 },
];

export const salesColumns: GridColDef<ItemSales>[] = [
  { field: 'item', headerName: 'Item', width: 150 },
  ...days.map(({ field, label }): GridColDef<ItemSales> => ({
    field,
    headerName: label,
    type: 'number',
    width: 72,
  })),
];
