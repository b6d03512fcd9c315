import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Sprint velocity of a team, in story points, for two halves of the year.
const halves = [
  [21, 25, 18, 30, 27, 32],
  [28, 24, 33, 29, 35, 31],
];

// A custom bar: outlined, lightly filled, with rounded corners.
// useAnimateBar keeps the grow-from-the-axis animation of the default bar.
function OutlinedBar(props: BarProps) {
  const { x, y, xOrigin, yOrigin, width, height, layout, skipAnimation, color } = props;
  const animated = useAnimateBar({ x, y, xOrigin, yOrigin, width, height, layout, skipAnimation });

  return <rect {...animated} rx={6} fill={color} fillOpacity={0.25} stroke={color} strokeWidth={2} />;
}

export default function CustomBarSlot() {
  const [half, setHalf] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setHalf(1 - half)}>
        Show {half === 0 ? 'second' : 'first'} half
      </Button>
      <BarChart
        height={300}
        sx={{ width: '100%' }}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, max: 40 }]}
        series={[{ data: halves[half]!, label: 'Story points' }]}
        slots={{ bar: OutlinedBar }}
      />
    </Stack>
  );
}
