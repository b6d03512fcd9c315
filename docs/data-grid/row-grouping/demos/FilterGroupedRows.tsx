import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function FilterGroupedRows() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        showToolbar
        initialState={{
          rowGrouping: { model: ['director'] },
          // preview-start
          // Only the deals above €10,000: the counts in the groups follow.
          filter: { filterModel: { items: [{ field: 'amount', operator: '>', value: 10000 }] } },
          // preview-end
        }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
