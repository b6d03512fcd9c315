import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridAggregationPosition,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

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

// No grand total: in 8.13.1, with applySorting and grouped rows, it would only cover the first group.
const getAggregationPosition = (node: GridGroupNode): GridAggregationPosition | null =>
  node.depth === -1 ? null : 'inline';

export default function TopCampaignInSortOrder() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        sx={footerCellSx}
        rows={campaigns}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        getAggregationPosition={getAggregationPosition}
        initialState={{
          rowGrouping: { model: ['region'] },
          // The grouping column shows the region: hide its own column.
          columns: { columnVisibilityModel: { region: false } },
          aggregation: { model: { name: 'first', gross: 'sum' } },
          sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
