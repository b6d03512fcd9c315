import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'region', 'budget', 'spent', 'gross');

export default function GroupTotals() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        // preview-start
        initialState={{
          rowGrouping: { model: ['region'] },
          // The grouping column shows the region: hide its own column.
          columns: { columnVisibilityModel: { region: false } },
          aggregation: { model: { budget: 'sum', spent: 'sum', gross: 'sum' } },
        }}
        // preview-end
        hideFooter
      />
    </Box>
  );
}
