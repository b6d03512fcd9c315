import { gridClasses, type GridAggregationFunctionDataSource, type GridColDef } from '@mui/x-data-grid-premium';
import type { ServerRow } from './fakeServer';

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

export const orderColumns: GridColDef<ServerRow>[] = [
  { field: 'customer', headerName: 'Customer', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'product', headerName: 'Product', width: 105 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value === undefined ? '' : euros.format(value)),
  },
];

// preview-start
// What the server can compute: names, labels and column types, no code.
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: { hasCellUnit: false },
  distinct: { label: 'distinct', columnTypes: ['string'], hasCellUnit: false },
};
// preview-end

// The footer's aggregated cells are drawn in a dark primary shade that lacks contrast
// on this site's dark background: primary.main reads well in both schemes.
export const footerCellSx = { [`& .${gridClasses.footerCell}`]: { color: 'primary.main' } };
