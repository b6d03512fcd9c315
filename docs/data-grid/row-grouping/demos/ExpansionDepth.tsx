import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { dealColumns, deals } from './deals';

export default function ExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_event, value: number | null) => value !== null && setDepth(value)}
        aria-label="defaultGroupingExpansionDepth"
      >
        {[0, 1, 2, -1].map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // A new key remounts the grid: the depth only applies to groups as they are created.
          key={depth}
          rows={deals}
          columns={dealColumns}
          initialState={{ rowGrouping: { model: ['region', 'rep'] } }}
          // preview-start
          defaultGroupingExpansionDepth={depth}
          // preview-end
        />
      </Box>
    </Stack>
  );
}
