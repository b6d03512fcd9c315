import type { GridColDef, GridGroupingColDefOverride } from '@mui/x-data-grid-premium';
import type { ServerRow } from './fakeServer';

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

// Group rows only have the field they are grouped by: the formatter skips empty cells.
export const orderColumns: GridColDef<ServerRow>[] = [
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'country', headerName: 'Country', width: 105 },
  { field: 'product', headerName: 'Product', width: 105 },
  { field: 'customer', headerName: 'Customer', width: 125 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value === undefined ? '' : euros.format(value)),
  },
];

export const groupingColumn: GridGroupingColDefOverride<ServerRow> = { width: 200 };
