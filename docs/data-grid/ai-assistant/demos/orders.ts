import { gridClasses, type GridColDef } from '@mui/x-data-grid-premium';

// A small web shop's orders of one week.
export interface Order {
  id: number;
  product: string;
  category: string;
  country: string;
  region: string;
  price: number;
  units: number;
}

export const orders: Order[] = [
  { id: 1, product: 'Linen apron', category: 'Kitchen', country: 'France', region: 'Europe', price: 34, units: 3 },
  { id: 2, product: 'Cast-iron pan', category: 'Kitchen', country: 'Germany', region: 'Europe', price: 79, units: 1 },
  { id: 3, product: 'Wool blanket', category: 'Home', country: 'Canada', region: 'Americas', price: 120, units: 2 },
  { id: 4, product: 'Ceramic mug', category: 'Kitchen', country: 'Japan', region: 'Asia', price: 18, units: 6 },
  { id: 5, product: 'Desk lamp', category: 'Office', country: 'France', region: 'Europe', price: 65, units: 1 },
  {
    id: 6,
    product: 'Notebook set',
    category: 'Office',
    country: 'United States',
    region: 'Americas',
    price: 22,
    units: 4,
  },
  { id: 7, product: 'Wool blanket', category: 'Home', country: 'France', region: 'Europe', price: 120, units: 1 },
  { id: 8, product: 'Teapot', category: 'Kitchen', country: 'Japan', region: 'Asia', price: 48, units: 2 },
  { id: 9, product: 'Fountain pen', category: 'Office', country: 'Germany', region: 'Europe', price: 89, units: 1 },
  {
    id: 10,
    product: 'Cushion cover',
    category: 'Home',
    country: 'United States',
    region: 'Americas',
    price: 27,
    units: 5,
  },
  { id: 11, product: 'Ceramic mug', category: 'Kitchen', country: 'Canada', region: 'Americas', price: 18, units: 3 },
  { id: 12, product: 'Desk lamp', category: 'Office', country: 'South Korea', region: 'Asia', price: 65, units: 2 },
];

export const orderColumns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
];

// Total cells are drawn in primary.dark by default, too faint on a dark background.
export const footerCellSx = { [`& .${gridClasses.footerCell}`]: { color: 'primary.main' } };
