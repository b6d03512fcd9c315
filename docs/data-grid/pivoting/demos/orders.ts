import { gridClasses, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

export type Shop = 'Lyon' | 'Nantes' | 'Lille';
export type Tea = 'Sencha' | 'Assam' | 'Rooibos' | 'Earl Grey';
export type Channel = 'Shop' | 'Online';

export interface Order {
  id: number;
  date: Date;
  shop: Shop;
  tea: Tea;
  channel: Channel;
  boxes: number;
  revenue: number; // in euros
  cost: number; // in euros
}

// The first half of 2026 at Feuille & Co, a tea merchant with three shops and a web store.
export const orders: Order[] = [
  { id: 1, date: new Date(2026, 0, 6), shop: 'Lyon', tea: 'Sencha', channel: 'Shop', boxes: 6, revenue: 84, cost: 46 },
  {
    id: 2,
    date: new Date(2026, 0, 7),
    shop: 'Nantes',
    tea: 'Rooibos',
    channel: 'Online',
    boxes: 17,
    revenue: 153,
    cost: 84,
  },
  {
    id: 3,
    date: new Date(2026, 0, 21),
    shop: 'Lyon',
    tea: 'Earl Grey',
    channel: 'Online',
    boxes: 13,
    revenue: 156,
    cost: 86,
  },
  {
    id: 4,
    date: new Date(2026, 0, 23),
    shop: 'Lille',
    tea: 'Earl Grey',
    channel: 'Online',
    boxes: 16,
    revenue: 192,
    cost: 106,
  },
  {
    id: 5,
    date: new Date(2026, 1, 12),
    shop: 'Nantes',
    tea: 'Sencha',
    channel: 'Online',
    boxes: 12,
    revenue: 168,
    cost: 92,
  },
  {
    id: 6,
    date: new Date(2026, 1, 13),
    shop: 'Lille',
    tea: 'Rooibos',
    channel: 'Shop',
    boxes: 23,
    revenue: 207,
    cost: 114,
  },
  { id: 7, date: new Date(2026, 2, 4), shop: 'Lyon', tea: 'Assam', channel: 'Online', boxes: 8, revenue: 88, cost: 48 },
  {
    id: 8,
    date: new Date(2026, 2, 5),
    shop: 'Nantes',
    tea: 'Earl Grey',
    channel: 'Shop',
    boxes: 19,
    revenue: 228,
    cost: 125,
  },
  {
    id: 9,
    date: new Date(2026, 2, 25),
    shop: 'Lyon',
    tea: 'Sencha',
    channel: 'Shop',
    boxes: 15,
    revenue: 210,
    cost: 116,
  },
  {
    id: 10,
    date: new Date(2026, 2, 27),
    shop: 'Lille',
    tea: 'Sencha',
    channel: 'Shop',
    boxes: 18,
    revenue: 252,
    cost: 139,
  },
  {
    id: 11,
    date: new Date(2026, 3, 9),
    shop: 'Nantes',
    tea: 'Assam',
    channel: 'Shop',
    boxes: 14,
    revenue: 154,
    cost: 85,
  },
  {
    id: 12,
    date: new Date(2026, 3, 10),
    shop: 'Lille',
    tea: 'Earl Grey',
    channel: 'Online',
    boxes: 6,
    revenue: 72,
    cost: 40,
  },
  {
    id: 13,
    date: new Date(2026, 4, 13),
    shop: 'Lyon',
    tea: 'Rooibos',
    channel: 'Shop',
    boxes: 10,
    revenue: 90,
    cost: 50,
  },
  {
    id: 14,
    date: new Date(2026, 4, 14),
    shop: 'Nantes',
    tea: 'Sencha',
    channel: 'Online',
    boxes: 21,
    revenue: 294,
    cost: 162,
  },
  {
    id: 15,
    date: new Date(2026, 4, 27),
    shop: 'Lyon',
    tea: 'Assam',
    channel: 'Online',
    boxes: 17,
    revenue: 187,
    cost: 103,
  },
  {
    id: 16,
    date: new Date(2026, 4, 29),
    shop: 'Lille',
    tea: 'Assam',
    channel: 'Online',
    boxes: 20,
    revenue: 220,
    cost: 121,
  },
  {
    id: 17,
    date: new Date(2026, 5, 18),
    shop: 'Nantes',
    tea: 'Rooibos',
    channel: 'Online',
    boxes: 16,
    revenue: 144,
    cost: 79,
  },
  {
    id: 18,
    date: new Date(2026, 5, 19),
    shop: 'Lille',
    tea: 'Sencha',
    channel: 'Shop',
    boxes: 8,
    revenue: 112,
    cost: 62,
  },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export const formatEuros = (value: number | null | undefined) => (value == null ? '' : euros.format(value));

export const orderColumns: GridColDef<Order>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'shop', headerName: 'Shop', width: 100 },
  { field: 'tea', headerName: 'Tea', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'boxes', headerName: 'Boxes', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, valueFormatter: formatEuros },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 100, valueFormatter: formatEuros },
];

// Revenue of each tea, split by channel: the pivot most demos start from.
export const teaByChannel: GridPivotModel = {
  rows: [{ field: 'tea' }],
  columns: [{ field: 'channel' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

// The grid draws its total row in primary.dark, too faint on a dark background: use primary.main.
export const footerCellSx = { [`& .${gridClasses.footerCell}`]: { color: 'primary.main' } };
