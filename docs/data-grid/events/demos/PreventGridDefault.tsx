import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { bikes, bikeColumns } from './bikes';

export default function PreventGridDefault() {
  const [clickSelects, setClickSelects] = React.useState(false);

  // preview-start
  const handleRowClick: GridEventListener<'rowClick'> = (params, event) => {
    if (!clickSelects) {
      // the grid's own rowClick handler (selection) skips this event
      event.defaultMuiPrevented = true;
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={clickSelects} onChange={(event) => setClickSelects(event.target.checked)} />}
        label="A click on a row selects it"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid rows={bikes} columns={bikeColumns} checkboxSelection onRowClick={handleRowClick} />
      </Box>
    </Box>
  );
}
