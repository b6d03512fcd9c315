import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridColDef } from '@mui/x-data-grid-premium';
import { footerCellSx, type Order, orderColumns, orders, teaByChannel } from './orders';

// preview-start
const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  // Readers see Cost and Date in the table, but cannot pivot them.
  column.field === 'cost' || column.field === 'date' ? { ...column, pivotable: false } : column,
);
// preview-end

export default function ChoosePivotableColumns() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={orders}
        columns={columns}
        initialState={{
          pivoting: { model: teaByChannel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
      />
    </Box>
  );
}
