import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderLines, type OrderLine } from './orderLines';

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

// preview-start
const columns: GridColDef<OrderLine>[] = [
  {
    field: 'placed',
    headerName: 'Day',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dayFormat.format(value),
    // Date objects are never equal to each other (===): span on the calendar day instead.
    rowSpanValueGetter: (value: Date) => value.toDateString(),
  },
  {
    field: 'lineTotal',
    headerName: 'Line total (€)',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    rowSpanValueGetter: () => null,
  },
  { field: 'orderId', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
];
// preview-end

export default function RowSpanningDates() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid rows={orderLines} columns={columns} rowSpanning showCellVerticalBorder hideFooter />
    </Box>
  );
}
