import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

// preview-start
// A column with no field of its own: its value is computed from the amount.
const sizeColumn: GridColDef<Deal> = {
  field: 'size',
  headerName: 'Deal size',
  width: 160,
  valueGetter: (_value, row) => {
    if (row.amount < 5000) {
      return 'Small (< €5k)';
    }
    return row.amount < 25000 ? 'Medium (€5k–25k)' : 'Large (≥ €25k)';
  },
};
// preview-end

const columns = [...dealColumns, sizeColumn];

export default function GroupByComputedColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={deals} columns={columns} initialState={{ rowGrouping: { model: ['size'] } }} />
    </Box>
  );
}
