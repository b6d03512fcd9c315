import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { loanColumns, loans } from './loans';

export default function DefaultToolbarSwitch() {
  const [showToolbar, setShowToolbar] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={showToolbar} onChange={(event) => setShowToolbar(event.target.checked)} />}
        label="showToolbar"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={loans} columns={loanColumns} showToolbar={showToolbar} />
      </Box>
    </Box>
  );
}
