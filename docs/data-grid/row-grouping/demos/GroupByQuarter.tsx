import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

// preview-start
const columns: GridColDef<Deal>[] = dealColumns.map((column) =>
  column.field === 'closeDate'
    ? {
        ...column,
        // The cells still show the date; the rows are grouped by quarter.
        groupingValueGetter: (value: Date) => `${value.getFullYear()} Q${Math.floor(value.getMonth() / 3) + 1}`,
      }
    : column,
);
// preview-end

export default function GroupByQuarter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['closeDate'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        groupingColDef={{ headerName: 'Quarter' }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
