import type { GridColDef } from '@mui/x-data-grid';

export interface StockItem {
  id: number;
  sku: string;
  product: string;
  aisle: string;
  bay: number;
  quantity: number;
  unitPrice: number;
  restocked: Date;
}

// A small tea shop's stock list, counted on 14 March 2026.
export const stock: StockItem[] = [
  {
    id: 1,
    sku: 'TEA-101',
    product: 'Sencha, 100 g',
    aisle: 'A',
    bay: 1,
    quantity: 24,
    unitPrice: 8.5,
    restocked: new Date(2026, 2, 2),
  },
  {
    id: 2,
    sku: 'TEA-102',
    product: 'Assam, 250 g',
    aisle: 'A',
    bay: 2,
    quantity: 12,
    unitPrice: 11.9,
    restocked: new Date(2026, 1, 20),
  },
  {
    id: 3,
    sku: 'TEA-103',
    product: 'Darjeeling, 100 g',
    aisle: 'A',
    bay: 2,
    quantity: 7,
    unitPrice: 14.25,
    restocked: new Date(2026, 2, 9),
  },
  {
    id: 4,
    sku: 'TEA-104',
    product: 'Rooibos, 200 g',
    aisle: 'B',
    bay: 1,
    quantity: 31,
    unitPrice: 6.4,
    restocked: new Date(2026, 0, 28),
  },
  {
    id: 5,
    sku: 'ACC-201',
    product: 'Glass teapot',
    aisle: 'C',
    bay: 3,
    quantity: 5,
    unitPrice: 29,
    restocked: new Date(2026, 1, 11),
  },
  {
    id: 6,
    sku: 'ACC-202',
    product: 'Bamboo whisk',
    aisle: 'C',
    bay: 1,
    quantity: 18,
    unitPrice: 12.75,
    restocked: new Date(2026, 2, 5),
  },
  {
    id: 7,
    sku: 'ACC-203',
    product: 'Tea tin, 500 ml',
    aisle: 'C',
    bay: 2,
    quantity: 40,
    unitPrice: 4.9,
    restocked: new Date(2026, 2, 12),
  },
  {
    id: 8,
    sku: 'TEA-105',
    product: 'Genmaicha, 150 g',
    aisle: 'A',
    bay: 1,
    quantity: 0,
    unitPrice: 7.8,
    restocked: new Date(2025, 11, 15),
  },
];

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'shelf',
    headerName: 'Shelf',
    width: 80,
    // One cell shows two fields: aisle "B" and bay 2 read "B2".
    valueGetter: (_value, row) => `${row.aisle}${row.bay}`,
    valueSetter: (value: string, row) => {
      const [, aisle, bay] = /^([A-Za-z])\s*(\d+)$/.exec(value.trim()) ?? [];
      return aisle && bay ? { ...row, aisle: aisle.toUpperCase(), bay: Number(bay) } : row;
    },
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'restocked',
    headerName: 'Restocked',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => day.format(value),
  },
];
