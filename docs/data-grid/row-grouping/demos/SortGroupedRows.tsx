import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridSortModel } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function SortGroupedRows() {
  // preview-start
  // Industries Z to A, and inside each industry the largest deals first.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
    { field: 'amount', sort: 'desc' },
  ]);
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['industry'] } }}
          defaultGroupingExpansionDepth={-1}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        sortModel = {JSON.stringify(sortModel)}
      </Box>
    </Stack>
  );
}
