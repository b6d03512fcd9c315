import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function GroupByTwoColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        // preview-start
        // Directors first, then each director's reps inside their group.
        initialState={{ rowGrouping: { model: ['director', 'rep'] } }}
        defaultGroupingExpansionDepth={1}
        // preview-end
      />
    </Box>
  );
}
