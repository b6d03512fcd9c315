import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function GroupTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        initialState={{
          rowGrouping: { model: ['director'] },
          // preview-start
          aggregation: { model: { amount: 'sum', seats: 'sum' } },
          // preview-end
        }}
      />
    </Box>
  );
}
