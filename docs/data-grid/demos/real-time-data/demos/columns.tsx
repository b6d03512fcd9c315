import type { GridColDef } from '@mui/x-data-grid-pro';
import { ChangeCell, PriceCell, TrendCell } from './cells';
import { formatClock, type Quote } from './market';

const price = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US');

export const quoteColumns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  {
    field: 'price',
    headerName: 'Last',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => price.format(value),
    renderCell: (params) => <PriceCell {...params} />,
  },
  {
    field: 'change',
    headerName: 'Change',
    description: 'Change since the open, in per cent',
    type: 'number',
    width: 110,
    // Derived from two fields of the row, so it stays right whichever fields an update carries.
    valueGetter: (_value, row) => ((row.price - row.open) / row.open) * 100,
    renderCell: (params) => <ChangeCell {...params} />,
  },
  {
    field: 'history',
    headerName: 'Trend',
    description: 'The last 24 trades',
    width: 120,
    sortable: false,
    filterable: false,
    renderCell: (params) => <TrendCell {...params} />,
  },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 170 },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => whole.format(value),
  },
  {
    field: 'lastTrade',
    headerName: 'Last trade',
    width: 110,
    valueFormatter: (value: number) => formatClock(value),
  },
];
