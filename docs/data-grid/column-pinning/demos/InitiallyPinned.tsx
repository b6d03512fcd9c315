import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { weeklySales, weeklySalesColumns } from './weeklySales';

export default function InitiallyPinned() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={weeklySales}
        columns={weeklySalesColumns}
        // preview-start
        initialState={{ pinnedColumns: { left: ['product'], right: ['total'] } }}
        // preview-end
        hideFooter
      />
    </Box>
  );
}
