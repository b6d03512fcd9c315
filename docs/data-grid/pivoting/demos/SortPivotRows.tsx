import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, type GridSortModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders, teaByChannel } from './orders';

export default function SortPivotRows() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {/* preview-start */}
        <Button
          variant="outlined"
          size="small"
          onClick={() => setSortModel([{ field: 'Online>->revenue', sort: 'desc' }])}
        >
          Best sellers online first
        </Button>
        {/* preview-end */}
        <Button variant="outlined" size="small" onClick={() => setSortModel([])}>
          Clear the sort
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={orders}
          columns={orderColumns}
          pivotActive
          pivotModel={teaByChannel}
          // preview-start
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          // preview-end
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        sortModel = {JSON.stringify(sortModel)}
      </Box>
    </Stack>
  );
}
