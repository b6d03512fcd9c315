import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Scale = 'band' | 'linear';

// Members of a café's loyalty programme, by tier.
const tiers = [
  { label: 'Gold', value: 120 },
  { label: 'Silver', value: 480 },
  { label: 'Bronze', value: 1400 },
];

export default function ProportionalPyramid() {
  const [scaleType, setScaleType] = React.useState<Scale>('linear');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, next: Scale | null) => next && setScaleType(next)}
        aria-label="Scale type of the category axis"
      >
        <ToggleButton value="band">band</ToggleButton>
        <ToggleButton value="linear">linear</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={320}
        hideLegend
        // preview-start
        categoryAxis={{
          categories: tiers.map((tier) => tier.label),
          scaleType,
          position: 'left',
          size: 70,
        }}
        series={[{ data: tiers, curve: 'pyramid', variant: 'outlined' }]}
        // preview-end
      />
    </Stack>
  );
}
