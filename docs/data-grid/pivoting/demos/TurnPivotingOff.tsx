import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function TurnPivotingOff() {
  const [disablePivoting, setDisablePivoting] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disablePivoting} onChange={(event) => setDisablePivoting(event.target.checked)} />}
        label="disablePivoting"
      />
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium rows={orders} columns={orderColumns} disablePivoting={disablePivoting} showToolbar />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
