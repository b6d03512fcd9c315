import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, ExportCsv, FilterPanelTrigger, Toolbar, type GridSlotProps } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

// preview-start
// Every button the grid renders through `baseButton` now comes here.
const PillButton = React.forwardRef<HTMLButtonElement, GridSlotProps['baseButton']>(function PillButton(props, ref) {
  // `material` holds Material UI-only props from slotProps; the rest are the
  // grid's props (id, aria-*, onClick...) and must all reach the button.
  const { material, ...other } = props;
  return (
    <Button
      variant="outlined"
      size="small"
      sx={{ borderRadius: 4, textTransform: 'none' }}
      {...material}
      {...other}
      ref={ref}
    />
  );
});

function OrdersToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger>Filter orders</FilterPanelTrigger>
      <ExportCsv>Download CSV</ExportCsv>
    </Toolbar>
  );
}
// preview-end

export default function GridBaseButton() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={orderColumns}
        showToolbar
        slots={{ toolbar: OrdersToolbar, baseButton: PillButton }}
      />
    </Box>
  );
}
