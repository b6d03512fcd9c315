import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColumnGroupingModel } from '@mui/x-data-grid-premium';
import { footerCellSx, orderColumns, orders, teaByChannel } from './orders';

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Order', children: [{ field: 'date' }, { field: 'shop' }, { field: 'tea' }, { field: 'channel' }] },
  { groupId: 'Figures', children: [{ field: 'boxes' }, { field: 'revenue' }, { field: 'cost' }] },
];

export default function WhatPivotingReplaces() {
  const [pivotActive, setPivotActive] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label="Pivot"
      />
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={orders}
          columns={orderColumns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={teaByChannel}
          // preview-start
          // Each of these props is set aside while the pivot is on:
          rowGroupingModel={['shop']}
          aggregationModel={{ revenue: 'sum', boxes: 'sum' }}
          columnVisibilityModel={{ cost: false }}
          columnGroupingModel={columnGroupingModel}
          headerFilters
          // preview-end
        />
      </Box>
    </Stack>
  );
}
