import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import { weeklySales, weeklySalesColumns } from './weeklySales';

const describe = (fields: string[] | undefined) => (fields?.length ? fields.join(', ') : 'none');

export default function ControlledPinning() {
  // preview-start
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({ left: ['product'] });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
        Pinned left: {describe(pinnedColumns.left)}. Pinned right: {describe(pinnedColumns.right)}.
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={weeklySales}
          columns={weeklySalesColumns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
