import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { campaignColumns, campaigns, footerCellSx } from './campaigns';

const columns = campaignColumns('name', 'channel', 'budget', 'gross');

export default function RowsScope() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="rows-scope-label">
          aggregationRowsScope
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={scope}
          onChange={(event, value: 'filtered' | 'all' | null) => {
            if (value !== null) {
              setScope(value);
            }
          }}
          aria-labelledby="rows-scope-label"
        >
          <ToggleButton value="filtered">filtered</ToggleButton>
          <ToggleButton value="all">all</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          sx={footerCellSx}
          // A new scope only applies at the next filtering: mount a new grid instead.
          key={scope}
          rows={campaigns}
          columns={columns}
          showToolbar
          // preview-start
          aggregationRowsScope={scope}
          initialState={{
            aggregation: { model: { budget: 'sum', gross: 'sum' } },
            filter: {
              filterModel: { items: [{ field: 'channel', operator: 'is', value: 'Social' }] },
            },
          }}
          // preview-end
          hideFooter
        />
      </Box>
    </Stack>
  );
}
