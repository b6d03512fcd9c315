import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupingColDefOverride } from '@mui/x-data-grid-premium';
import { dealColumns, deals, type Deal } from './deals';

// preview-start
const groupingColDef: GridGroupingColDefOverride<Deal> = {
  headerName: 'Sales team',
  width: 260,
  description: 'Deals grouped by director, then by rep',
};
// preview-end

export default function GroupingColumnHeader() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        initialState={{ rowGrouping: { model: ['director', 'rep'] } }}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
