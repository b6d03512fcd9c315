import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'channel', 'launch', 'lastEdited');

export default function DatesAndCounts() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        // preview-start
        initialState={{
          aggregation: {
            model: { name: 'size', launch: 'min', lastEdited: 'max' },
          },
        }}
        // preview-end
        hideFooter
      />
    </Box>
  );
}
