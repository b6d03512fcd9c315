import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function GroupByDirector() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={deals}
        columns={dealColumns}
        // preview-start
        initialState={{ rowGrouping: { model: ['director'] } }}
        // preview-end
      />
    </Box>
  );
}
