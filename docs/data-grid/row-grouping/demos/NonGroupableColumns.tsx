import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

// preview-start
// Grouping by a unique name, an amount or a date makes one group per row:
// these columns get no "Group by" item in their menu.
const notGroupable = ['company', 'amount', 'seats', 'closeDate'];

const columns: GridColDef<Deal>[] = dealColumns.map((column) =>
  notGroupable.includes(column.field) ? { ...column, groupable: false } : column,
);
// preview-end

export default function NonGroupableColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={deals} columns={columns} initialState={{ rowGrouping: { model: ['industry'] } }} />
    </Box>
  );
}
