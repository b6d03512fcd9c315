import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function HideDescendantCount() {
  const [hideCount, setHideCount] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />}
        label="hideDescendantCount"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['industry', 'stage'] } }}
          // preview-start
          groupingColDef={{ hideDescendantCount: hideCount }}
          // preview-end
        />
      </Box>
    </Stack>
  );
}
