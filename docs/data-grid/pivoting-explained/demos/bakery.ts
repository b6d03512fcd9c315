import { gridClasses, type GridColDef } from '@mui/x-data-grid-premium';

export interface Sale {
  id: number;
  day: 'Monday' | 'Tuesday';
  shop: 'Market Street' | 'Station';
  item: 'Croissant' | 'Baguette';
  sold: number;
  takings: number; // in euros: a croissant is €2, a baguette €1
}

// Two days of sales at a bakery with two shops: one line per shop, day and item.
export const sales: Sale[] = [
  { id: 1, day: 'Monday', shop: 'Market Street', item: 'Croissant', sold: 40, takings: 80 },
  { id: 2, day: 'Monday', shop: 'Market Street', item: 'Baguette', sold: 65, takings: 65 },
  { id: 3, day: 'Monday', shop: 'Station', item: 'Croissant', sold: 55, takings: 110 },
  { id: 4, day: 'Monday', shop: 'Station', item: 'Baguette', sold: 30, takings: 30 },
  { id: 5, day: 'Tuesday', shop: 'Market Street', item: 'Croissant', sold: 45, takings: 90 },
  { id: 6, day: 'Tuesday', shop: 'Market Street', item: 'Baguette', sold: 80, takings: 80 },
  { id: 7, day: 'Tuesday', shop: 'Station', item: 'Croissant', sold: 50, takings: 100 },
  { id: 8, day: 'Tuesday', shop: 'Station', item: 'Baguette', sold: 20, takings: 20 },
];

export const saleColumns: GridColDef<Sale>[] = [
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'shop', headerName: 'Shop', width: 140 },
  { field: 'item', headerName: 'Item', width: 110 },
  { field: 'sold', headerName: 'Sold', type: 'number', width: 90 },
  {
    field: 'takings',
    headerName: 'Takings',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | undefined) => (value == null ? '' : `€${value}`),
  },
];

// The grid draws its total row in primary.dark, too faint on a dark background: use primary.main.
export const footerCellSx = { [`& .${gridClasses.footerCell}`]: { color: 'primary.main' } };
