import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function DisableRowGrouping() {
  const [disabled, setDisabled] = React.useState(false);
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['region']);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          // In 8.13.1 a grouped grid does not take `disableRowGrouping` into
          // account when it changes: a new grid is mounted for each value.
          key={disabled ? 'flat' : 'grouped'}
          rows={deals}
          columns={dealColumns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          // preview-start
          disableRowGrouping={disabled}
          // preview-end
        />
      </Box>
    </Stack>
  );
}
