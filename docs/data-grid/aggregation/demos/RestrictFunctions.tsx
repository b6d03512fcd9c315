import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, type Campaign, footerCellSx } from './campaigns';

// preview-start
const columns: GridColDef<Campaign>[] = campaignColumns('name', 'launch', 'budget', 'clicks').map((column) => {
  switch (column.field) {
    case 'launch':
      return { ...column, availableAggregationFunctions: ['min', 'max'] };
    case 'budget':
      return { ...column, availableAggregationFunctions: ['sum'] };
    case 'clicks':
      return { ...column, aggregable: false };
    default:
      return column;
  }
});
// preview-end

export default function RestrictFunctions() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        initialState={{ aggregation: { model: { budget: 'sum', clicks: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
