import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const readings = [
  [310, 290, 275, 240, 210, 190],
  [280, 300, 260, 255, 230, 205],
];

export default function ReducedMotion() {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography role="status" dir="ltr">
        {prefersReducedMotion
          ? 'Your system asks for reduced motion: the chart below changes without animating.'
          : 'Your system does not ask for reduced motion: the chart below animates.'}
      </Typography>
      <Button variant="outlined" onClick={() => setIndex(1 - index)}>
        Switch meter readings
      </Button>
      <LineChart
        height={280}
        sx={{ width: '100%' }}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[{ data: readings[index]!, label: 'Gas use (kWh)' }]}
      />
    </Stack>
  );
}
