import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals, stages, type Deal, type Stage } from './deals';

// preview-start
// Sort the stages in pipeline order, not alphabetically. The grouping column
// borrows this comparator to order the stage groups.
const columns: GridColDef<Deal>[] = dealColumns.map((column) =>
  column.field === 'stage'
    ? { ...column, sortComparator: (a: Stage, b: Stage) => stages.indexOf(a) - stages.indexOf(b) }
    : column,
);
// preview-end

export default function GroupOrderComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['stage'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
