import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns } from './campaigns';

const columns = campaignColumns('name', 'region', 'spent', 'gross');

// preview-start
// The first value in the grid's current order: the top campaign of each group.
const first: GridAggregationFunction<string, string> = {
  label: 'first',
  applySorting: true,
  apply: ({ values }) => values[0] ?? null,
};
// preview-end

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, first };

export default function TopCampaignInSortOrder() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={campaigns}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { name: 'first', gross: 'sum' } },
          sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
