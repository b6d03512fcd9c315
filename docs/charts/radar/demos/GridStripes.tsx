import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart, type RadarChartProps } from '@mui/x-charts/RadarChart';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

type Stripes = 'default' | 'none' | 'warm';

// preview-start
const stripeColors: Record<Stripes, RadarChartProps['stripeColor']> = {
  default: undefined,
  none: null,
  // From green in the centre to red at the edge. The grid paints each band at 10% opacity.
  warm: (index) => ['#2e7d32', '#9e9d24', '#f9a825', '#ef6c00', '#c62828'][index] ?? 'none',
};
// preview-end

export default function GridStripes() {
  const [stripes, setStripes] = React.useState<Stripes>('warm');
  const stripeColor = stripeColors[stripes];

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stripes}
        onChange={(_, value: Stripes | null) => value && setStripes(value)}
        aria-label="Stripe colours"
      >
        <ToggleButton value="default">default</ToggleButton>
        <ToggleButton value="none">null</ToggleButton>
        <ToggleButton value="warm">function</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={300}
        {...(stripeColor === undefined ? {} : { stripeColor })}
        radar={{ max: 10, metrics: tasteNotes }}
        series={coffees.slice(0, 1).map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
        }))}
      />
    </Box>
  );
}
