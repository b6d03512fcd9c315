import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridAggregationPosition,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx, type Campaign } from './campaigns';

// In 8.13.1, sorting by an aggregated column while `first` is in the model makes the grid aggregate and sort again
// without end: Campaign, which `first` aggregates, is not sortable, and Gross sales is not aggregated.
const columns: GridColDef<Campaign>[] = campaignColumns('name', 'region', 'spent', 'gross').map((column) =>
  column.field === 'name' ? { ...column, sortable: false } : column,
);

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
          aggregation: { model: { name: 'first' } },
          sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
