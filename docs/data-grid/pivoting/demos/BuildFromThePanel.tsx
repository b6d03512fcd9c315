import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders } from './orders';

export default function BuildFromThePanel() {
  const [model, setModel] = React.useState<GridPivotModel | null>(null);
  const [active, setActive] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 560 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={orders}
          columns={orderColumns}
          showToolbar
          // preview-start
          initialState={{
            sidebar: { open: true, value: GridSidebarValue.Pivot },
          }}
          onPivotModelChange={setModel}
          onPivotActiveChange={setActive}
          // preview-end
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        pivot active: {String(active)}
        {'\n'}pivotModel = {model ? JSON.stringify(model) : '(not changed yet)'}
      </Box>
    </Stack>
  );
}
