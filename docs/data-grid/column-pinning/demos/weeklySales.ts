import type { GridColDef } from '@mui/x-data-grid-pro';

export const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
type Day = (typeof days)[number];

export type ProductWeek = {
  id: string;
  product: string;
  category: string;
  total: number;
} & Record<Day, number>;

// Units a bakery sold in one week, one row per product.
const sales: [string, string, string, number[]][] = [
  ['p1', 'Sourdough loaf', 'Bread', [42, 38, 40, 45, 61, 88, 73]],
  ['p2', 'Rye loaf', 'Bread', [18, 15, 17, 16, 22, 30, 26]],
  ['p3', 'Baguette', 'Bread', [95, 90, 88, 97, 120, 160, 142]],
  ['p4', 'Croissant', 'Pastry', [130, 118, 124, 129, 150, 210, 198]],
  ['p5', 'Pain au chocolat', 'Pastry', [84, 80, 79, 88, 101, 140, 133]],
  ['p6', 'Cinnamon bun', 'Pastry', [56, 49, 52, 58, 70, 96, 91]],
  ['p7', 'Carrot cake slice', 'Cake', [22, 19, 24, 21, 30, 44, 40]],
  ['p8', 'Lemon tart', 'Cake', [14, 12, 15, 16, 20, 31, 27]],
  ['p9', 'Oat cookie', 'Biscuit', [60, 58, 61, 63, 72, 90, 85]],
  ['p10', 'Shortbread', 'Biscuit', [25, 21, 23, 26, 29, 38, 35]],
];

export const weeklySales: ProductWeek[] = sales.map(([id, product, category, units]) => {
  const byDay = Object.fromEntries(days.map((day, index) => [day, units[index] ?? 0])) as Record<Day, number>;
  return { id, product, category, ...byDay, total: units.reduce((sum, value) => sum + value, 0) };
});

export const weeklySalesColumns: GridColDef<ProductWeek>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  ...days.map((day): GridColDef<ProductWeek> => ({ field: day, headerName: day, type: 'number', width: 80 })),
  { field: 'total', headerName: 'Week total', type: 'number', width: 110 },
];
