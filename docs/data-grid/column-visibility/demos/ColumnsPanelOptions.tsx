import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

// Search the header and its description: "lots" finds Quantity and Filled.
const searchPredicate = (column: GridColDef, search: string) =>
  `${column.headerName ?? column.field} ${column.description ?? ''}`.toLowerCase().includes(search.toLowerCase());

export default function ColumnsPanelOptions() {
  const [disableShowHideToggle, setDisableShowHideToggle] = React.useState(false);
  const [disableResetButton, setDisableResetButton] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={disableShowHideToggle} onChange={(_event, checked) => setDisableShowHideToggle(checked)} />
          }
          label="disableShowHideToggle"
        />
        <FormControlLabel
          control={
            <Switch checked={disableResetButton} onChange={(_event, checked) => setDisableResetButton(checked)} />
          }
          label="disableResetButton"
        />
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        {/* preview-start */}
        <DataGrid
          rows={orders}
          columns={orderColumns}
          showToolbar
          slotProps={{
            columnsManagement: {
              sort: 'asc',
              searchPredicate,
              toggleAllMode: 'filteredOnly',
              disableShowHideToggle,
              disableResetButton,
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
