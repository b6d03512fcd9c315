import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { accountColumns, accounts } from './accounts';

export default function DebounceDelay() {
  const [debounceMs, setDebounceMs] = React.useState(500);
  const [runs, setRuns] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography id="debounce-delay-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          filterDebounceMs: {debounceMs}
        </Typography>
        <Slider
          aria-labelledby="debounce-delay-label"
          value={debounceMs}
          onChange={(_, value) => setDebounceMs(value)}
          min={0}
          max={1500}
          step={100}
          sx={{ flex: '1 1 160px', maxWidth: 280 }}
        />
        <Typography variant="body2" role="status" sx={{ whiteSpace: 'nowrap' }}>
          Quick filter updates: {runs}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={accounts}
          columns={accountColumns}
          filterDebounceMs={debounceMs}
          onFilterModelChange={() => setRuns((count) => count + 1)}
          showToolbar
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
