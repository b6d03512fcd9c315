import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumns, orders, type Order } from './orders';

// preview-start
const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  column.field === 'instrument' || column.field === 'status' ? { ...column, hideable: false } : column,
);
// preview-end

export default function NonHideableColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} showToolbar />
    </Box>
  );
}
