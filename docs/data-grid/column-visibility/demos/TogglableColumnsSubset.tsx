import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

// preview-start
// Only the optional details are offered in the panel; the core columns are not listed at all.
const OPTIONAL_FIELDS = new Set(['limitPrice', 'trader', 'venue']);

const getTogglableColumns = (columns: GridColDef[]) =>
  columns.filter((column) => OPTIONAL_FIELDS.has(column.field)).map((column) => column.field);
// preview-end

export default function TogglableColumnsSubset() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={orderColumns}
        showToolbar
        slotProps={{ columnsManagement: { getTogglableColumns } }}
      />
    </Box>
  );
}
