import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

type Mode = 'single' | 'multiple';

export default function GroupingColumnMode() {
  const [mode, setMode] = React.useState<Mode>('multiple');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label="rowGroupingColumnMode"
      >
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['region', 'industry'] } }}
          // preview-start
          rowGroupingColumnMode={mode}
          // preview-end
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
