import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'region', 'launch', 'spent', 'clicks');

export default function AggregateFromColumnMenu() {
  // The grid owns the model; the demo only listens to show it.
  const [lastModel, setLastModel] = React.useState<GridAggregationModel>({});

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={campaigns}
          columns={columns}
          onAggregationModelChange={(model) => setLastModel(model)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        aggregation model = {JSON.stringify(lastModel)}
      </Box>
    </Stack>
  );
}
