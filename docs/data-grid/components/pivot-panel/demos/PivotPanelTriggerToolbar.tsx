import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, type GridColDef, PivotPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  quarter: string;
  revenue: number;
}

const sales: Sale[] = [
  { id: 1, region: 'North', product: 'Kettle', quarter: 'Q1', revenue: 4200 },
  { id: 2, region: 'North', product: 'Toaster', quarter: 'Q1', revenue: 3100 },
  { id: 3, region: 'South', product: 'Kettle', quarter: 'Q1', revenue: 2800 },
  { id: 4, region: 'South', product: 'Toaster', quarter: 'Q2', revenue: 3900 },
  { id: 5, region: 'North', product: 'Kettle', quarter: 'Q2', revenue: 4650 },
  { id: 6, region: 'South', product: 'Kettle', quarter: 'Q2', revenue: 3300 },
  { id: 7, region: 'North', product: 'Toaster', quarter: 'Q2', revenue: 2700 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

// preview-start
function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(triggerProps, state) => (
          <Tooltip title={state.open ? 'Close the pivot panel' : 'Pivot'}>
            <ToolbarButton
              {...triggerProps}
              aria-label={state.active ? 'Pivot (on)' : 'Pivot'}
              color={state.open ? 'primary' : 'default'}
            >
              <Badge variant="dot" color="primary" invisible={!state.active}>
                <PivotTableChartIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function PivotPanelTriggerToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium rows={sales} columns={columns} slots={{ toolbar: PivotToolbar }} showToolbar hideFooter />
    </Box>
  );
}
