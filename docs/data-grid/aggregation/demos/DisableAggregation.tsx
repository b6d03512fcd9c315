import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'channel', 'budget', 'spent');

export default function DisableAggregation() {
  const [disableAggregation, setDisableAggregation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disableAggregation} onChange={(event) => setDisableAggregation(event.target.checked)} />
        }
        label="disableAggregation"
      />
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          sx={footerCellSx}
          rows={campaigns}
          columns={columns}
          // preview-start
          disableAggregation={disableAggregation}
          initialState={{ aggregation: { model: { budget: 'sum', spent: 'sum' } } }}
          // preview-end
          hideFooter
        />
      </Box>
    </Stack>
  );
}
