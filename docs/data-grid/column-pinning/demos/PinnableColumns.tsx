import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { weeklySales, weeklySalesColumns, type ProductWeek } from './weeklySales';

// preview-start
// The day columns cannot be pinned: their menus have no pinning item.
const columns: GridColDef<ProductWeek>[] = weeklySalesColumns.map((column) =>
  column.type === 'number' && column.field !== 'total' ? { ...column, pinnable: false } : column,
);
// preview-end

export default function PinnableColumns() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnPinning"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={weeklySales}
          columns={columns}
          disableColumnPinning={disabled}
          initialState={{ pinnedColumns: { left: ['product'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
