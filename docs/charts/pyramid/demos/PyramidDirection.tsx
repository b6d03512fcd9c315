import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Direction = 'increasing' | 'decreasing';

// Support tickets of a quarter, by how far up they had to be escalated.
const tickets = [
  { label: 'Solved by the help centre', value: 5200 },
  { label: 'First-line support', value: 1800 },
  { label: 'Second-line support', value: 420 },
  { label: 'Engineering team', value: 65 },
];

export default function PyramidDirection() {
  const [funnelDirection, setFunnelDirection] = React.useState<Direction>('decreasing');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={funnelDirection}
        onChange={(_, next: Direction | null) => next && setFunnelDirection(next)}
        aria-label="funnelDirection"
      >
        <ToggleButton value="decreasing">decreasing</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[
          {
            data: tickets,
            // preview-start
            curve: 'pyramid',
            funnelDirection,
            // preview-end
            valueFormatter: (item) => `${item.value.toLocaleString()} tickets`,
          },
        ]}
      />
    </Stack>
  );
}
