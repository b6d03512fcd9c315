import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridComparatorFn,
} from '@mui/x-data-grid-premium';
import { ticketColumns, tickets } from './tickets';

// preview-start
// Compare two rows of the grouping column by the number of rows under them.
// Leaves have no children, so they tie and keep their order.
const bySize: GridComparatorFn = (_value1, _value2, cell1, cell2) => {
  const size1 = cell1.rowNode.type === 'group' ? cell1.rowNode.children.length : 0;
  const size2 = cell2.rowNode.type === 'group' ? cell2.rowNode.children.length : 0;
  return size1 - size2;
};
// preview-end

export default function SortGroupsBySize() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        initialState={{
          rowGrouping: { model: ['assignee'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
        groupingColDef={{ headerName: 'Assignee', sortComparator: bySize }}
      />
    </Box>
  );
}
