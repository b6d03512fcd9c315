import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderLines, type OrderLine } from './orderLines';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 120 },
];

export default function RowSpanningOrders() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={orderLines} columns={columns} rowSpanning showCellVerticalBorder hideFooter />
      {/* preview-end */}
    </Box>
  );
}
