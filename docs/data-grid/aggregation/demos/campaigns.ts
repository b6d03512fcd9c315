import { gridClasses, type GridColDef } from '@mui/x-data-grid-premium';

export type Channel = 'Email' | 'Social' | 'Search' | 'Print';
export type Region = 'North' | 'South' | 'West';

export interface Campaign {
  id: number;
  name: string;
  channel: Channel;
  region: Region;
  launch: Date;
  lastEdited: Date;
  budget: number; // planned spend, in euros
  spent: number; // spent so far, in euros
  gross: number; // sales the campaign brought in, in euros
  clicks: number | null; // null for print campaigns, which are not tracked
}

// The spring campaigns of Fernhill Outdoor, a shop for hiking and camping gear.
export const campaigns: Campaign[] = [
  {
    id: 1,
    name: 'Trail shoes launch',
    channel: 'Social',
    region: 'North',
    launch: new Date(2026, 2, 2),
    lastEdited: new Date(2026, 3, 14, 9, 20),
    budget: 12000,
    spent: 11450,
    gross: 48200,
    clicks: 18400,
  },
  {
    id: 2,
    name: 'Spring tents',
    channel: 'Search',
    region: 'North',
    launch: new Date(2026, 2, 9),
    lastEdited: new Date(2026, 3, 10, 16, 5),
    budget: 8000,
    spent: 7920,
    gross: 30150,
    clicks: 9100,
  },
  {
    id: 3,
    name: 'Rain jackets',
    channel: 'Email',
    region: 'West',
    launch: new Date(2026, 2, 4),
    lastEdited: new Date(2026, 2, 30, 11, 45),
    budget: 2500,
    spent: 2180,
    gross: 14900,
    clicks: 6200,
  },
  {
    id: 4,
    name: 'Kids hiking kit',
    channel: 'Social',
    region: 'South',
    launch: new Date(2026, 2, 16),
    lastEdited: new Date(2026, 3, 15, 14, 30),
    budget: 6000,
    spent: 4870,
    gross: 9800,
    clicks: 7700,
  },
  {
    id: 5,
    name: 'Climbing wall open day',
    channel: 'Print',
    region: 'South',
    launch: new Date(2026, 2, 21),
    lastEdited: new Date(2026, 2, 18, 10, 0),
    budget: 3500,
    spent: 3500,
    gross: 4100,
    clicks: null,
  },
  {
    id: 6,
    name: 'Bikepacking guide',
    channel: 'Email',
    region: 'North',
    launch: new Date(2026, 2, 23),
    lastEdited: new Date(2026, 3, 2, 8, 55),
    budget: 1800,
    spent: 1240,
    gross: 6700,
    clicks: 3900,
  },
  {
    id: 7,
    name: 'Camp stoves',
    channel: 'Search',
    region: 'West',
    launch: new Date(2026, 2, 25),
    lastEdited: new Date(2026, 3, 16, 17, 40),
    budget: 5500,
    spent: 5610,
    gross: 12800,
    clicks: 5400,
  },
  {
    id: 8,
    name: 'Easter sale',
    channel: 'Social',
    region: 'West',
    launch: new Date(2026, 3, 1),
    lastEdited: new Date(2026, 3, 6, 12, 15),
    budget: 15000,
    spent: 14200,
    gross: 61300,
    clicks: 25600,
  },
  {
    id: 9,
    name: 'Trail running club',
    channel: 'Print',
    region: 'North',
    launch: new Date(2026, 3, 6),
    lastEdited: new Date(2026, 3, 3, 15, 25),
    budget: 2200,
    spent: 1980,
    gross: 2600,
    clicks: null,
  },
  {
    id: 10,
    name: 'Backpacks',
    channel: 'Search',
    region: 'South',
    launch: new Date(2026, 3, 8),
    lastEdited: new Date(2026, 3, 17, 9, 5),
    budget: 7000,
    spent: 6150,
    gross: 22400,
    clicks: 8300,
  },
  {
    id: 11,
    name: 'Sleeping bags',
    channel: 'Email',
    region: 'South',
    launch: new Date(2026, 3, 13),
    lastEdited: new Date(2026, 3, 13, 7, 50),
    budget: 2000,
    spent: 1460,
    gross: 5300,
    clicks: 2700,
  },
  {
    id: 12,
    name: 'Summer preview',
    channel: 'Social',
    region: 'North',
    launch: new Date(2026, 3, 20),
    lastEdited: new Date(2026, 3, 18, 18, 10),
    budget: 9000,
    spent: 2900,
    gross: 3100,
    clicks: 4100,
  },
];

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const formatEuros = (value: number | null | undefined) => (value == null ? '' : euros.format(value));

const allColumns: Record<keyof Omit<Campaign, 'id'>, GridColDef<Campaign>> = {
  name: { field: 'name', headerName: 'Campaign', flex: 1, minWidth: 170 },
  channel: {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: ['Email', 'Social', 'Search', 'Print'],
    width: 110,
  },
  region: {
    field: 'region',
    headerName: 'Region',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'West'],
    width: 100,
  },
  launch: { field: 'launch', headerName: 'Launch', type: 'date', width: 120 },
  lastEdited: { field: 'lastEdited', headerName: 'Last edited', type: 'dateTime', width: 180 },
  budget: {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number | null) => formatEuros(value),
  },
  spent: {
    field: 'spent',
    headerName: 'Spent',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number | null) => formatEuros(value),
  },
  gross: {
    field: 'gross',
    headerName: 'Gross sales',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number | null) => formatEuros(value),
  },
  clicks: { field: 'clicks', headerName: 'Clicks', type: 'number', width: 110 },
};

// Each demo shows the columns it needs, in the order given.
export function campaignColumns(...fields: (keyof typeof allColumns)[]): GridColDef<Campaign>[] {
  return fields.map((field) => allColumns[field]);
}

// The grid draws aggregated footer cells in primary.dark, too faint on this site's dark background
// (colour contrast below 4.5:1); primary.main reads well in both colour schemes.
export const footerCellSx = { [`& .${gridClasses.footerCell}`]: { color: 'primary.main' } };
