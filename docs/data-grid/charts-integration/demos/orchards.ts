import type { GridColDef } from '@mui/x-data-grid-premium';

// A fruit cooperative's season, one row per orchard.
export interface Orchard {
  id: number;
  orchard: string;
  region: string;
  variety: string;
  hectares: number;
  tonnes: number;
  revenue: number;
  notes: string;
}

export const orchards: Orchard[] = [
  {
    id: 1,
    orchard: 'Hillside',
    region: 'North',
    variety: 'Gala',
    hectares: 12,
    tonnes: 135,
    revenue: 101000,
    notes: 'Hail in July',
  },
  {
    id: 2,
    orchard: 'Riverbend',
    region: 'South',
    variety: 'Fuji',
    hectares: 18,
    tonnes: 162,
    revenue: 137700,
    notes: '',
  },
  {
    id: 3,
    orchard: 'Old Mill',
    region: 'West',
    variety: 'Braeburn',
    hectares: 9,
    tonnes: 98,
    revenue: 83300,
    notes: 'New irrigation',
  },
  { id: 4, orchard: 'Stonegate', region: 'North', variety: 'Fuji', hectares: 7, tonnes: 85, revenue: 72250, notes: '' },
  {
    id: 5,
    orchard: 'Larkfield',
    region: 'South',
    variety: 'Gala',
    hectares: 15,
    tonnes: 149,
    revenue: 111750,
    notes: 'Late frost',
  },
  {
    id: 6,
    orchard: 'Brookside',
    region: 'West',
    variety: 'Fuji',
    hectares: 11,
    tonnes: 120,
    revenue: 102000,
    notes: '',
  },
  {
    id: 7,
    orchard: 'Windmere',
    region: 'North',
    variety: 'Braeburn',
    hectares: 6,
    tonnes: 54,
    revenue: 45900,
    notes: 'Replanting',
  },
  {
    id: 8,
    orchard: 'Cedar Row',
    region: 'South',
    variety: 'Braeburn',
    hectares: 13,
    tonnes: 131,
    revenue: 111350,
    notes: '',
  },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export const orchardColumns: GridColDef<Orchard>[] = [
  { field: 'orchard', headerName: 'Orchard', width: 110 },
  { field: 'region', headerName: 'Region', width: 90 },
  { field: 'variety', headerName: 'Variety', width: 100 },
  { field: 'hectares', headerName: 'Hectares', type: 'number', width: 90 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
  // Free text: nothing to chart, so it stays out of the charts panel.
  { field: 'notes', headerName: 'Notes', width: 140, chartable: false },
];

// The same season month by month, for the grouping demo.
export interface Picking {
  id: number;
  orchard: string;
  region: string;
  month: string;
  tonnes: number;
  pickers: number;
}

const months = ['Aug', 'Sep', 'Oct'];
const monthlyShare = [0.3, 0.45, 0.25];

export const pickings: Picking[] = orchards.flatMap((row, index) =>
  months.map((month, m) => ({
    id: index * 3 + m + 1,
    orchard: row.orchard,
    region: row.region,
    month,
    tonnes: Math.round(row.tonnes * (monthlyShare[m] ?? 0)),
    pickers: Math.round(row.hectares * (m === 1 ? 1.5 : 1)),
  })),
);

export const pickingColumns: GridColDef<Picking>[] = [
  { field: 'region', headerName: 'Region', width: 90 },
  { field: 'orchard', headerName: 'Orchard', width: 110 },
  { field: 'month', headerName: 'Month', width: 80 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 90 },
  { field: 'pickers', headerName: 'Pickers', type: 'number', width: 90 },
];
