import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, type GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  water: string;
  height: number;
  price: number;
}

const plants: Plant[] = [
  { id: 1, name: 'Snake plant', light: 'Low', water: 'Monthly', height: 60, price: 24 },
  { id: 2, name: 'Fiddle-leaf fig', light: 'Bright', water: 'Weekly', height: 120, price: 65 },
  { id: 3, name: 'Pothos', light: 'Medium', water: 'Weekly', height: 30, price: 14 },
  { id: 4, name: 'ZZ plant', light: 'Low', water: 'Every 2 weeks', height: 45, price: 29 },
  { id: 5, name: 'Calathea', light: 'Medium', water: 'Twice a week', height: 40, price: 32 },
  { id: 6, name: 'Monstera', light: 'Bright', water: 'Weekly', height: 90, price: 48 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'light', headerName: 'Light', width: 100 },
  { field: 'water', headerName: 'Water', width: 130 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

// preview-start
function ColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(triggerProps, state) => (
          <Tooltip title={state.open ? 'Close the columns panel' : 'Choose columns'}>
            <ToolbarButton {...triggerProps} aria-label="Columns" color={state.open ? 'primary' : 'default'}>
              <ViewColumnIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function ColumnsPanelTriggerToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={plants}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { price: false } } }}
        hideFooter
      />
    </Box>
  );
}
