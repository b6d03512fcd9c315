import type { GridColDef } from '@mui/x-data-grid';

export interface MonthlySales {
  id: number;
  product: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
}

export const sales: MonthlySales[] = [
  { id: 1, product: 'Oat milk 1 l', jan: 1240, feb: 1180, mar: 1325, apr: 1410, may: 1502, jun: 1488 },
  { id: 2, product: 'Rye bread', jan: 860, feb: 905, mar: 880, apr: 842, may: 910, jun: 955 },
  { id: 3, product: 'Cold brew 250 ml', jan: 410, feb: 455, mar: 620, apr: 790, may: 1045, jun: 1320 },
  { id: 4, product: 'Granola 500 g', jan: 530, feb: 515, mar: 560, apr: 548, may: 571, jun: 590 },
  { id: 5, product: 'Skyr 450 g', jan: 980, feb: 1010, mar: 1105, apr: 1190, may: 1230, jun: 1275 },
];

const month = (field: keyof MonthlySales, headerName: string): GridColDef<MonthlySales> => ({
  field,
  headerName,
  type: 'number',
  width: 80,
});

export const salesColumns: GridColDef<MonthlySales>[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  month('jan', 'Jan'),
  month('feb', 'Feb'),
  month('mar', 'Mar'),
  month('apr', 'Apr'),
  month('may', 'May'),
  month('jun', 'Jun'),
];
