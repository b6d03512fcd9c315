import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'channel', 'budget', 'spent', 'gross');

export default function TotalsInFooter() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        // preview-start
        initialState={{
          aggregation: { model: { budget: 'sum', spent: 'sum', gross: 'sum' } },
        }}
        // preview-end
        hideFooter
      />
    </Box>
  );
}
