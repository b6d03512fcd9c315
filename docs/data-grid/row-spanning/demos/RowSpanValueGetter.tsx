import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderLines, type OrderLine } from './orderLines';

// preview-start
const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 100 },
  // Two orders in a row from the same customer: span within an order only.
  {
    field: 'customer',
    headerName: 'Customer',
    width: 150,
    rowSpanValueGetter: (_value, row) => `${row.orderId} ${row.customer}`,
  },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  // Equal quantities on consecutive lines are a coincidence, not a group: never span.
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, rowSpanValueGetter: () => null },
];
// preview-end

export default function RowSpanValueGetter() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid rows={orderLines} columns={columns} rowSpanning showCellVerticalBorder hideFooter />
    </Box>
  );
}
