import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Coffees sold by a café in three consecutive weeks.
const weeks = [
  { name: 'Week 14', coffees: [180, 195, 170, 210, 260, 320, 240] },
  { name: 'Week 15', coffees: [150, 230, 205, 190, 300, 280, 310] },
  { name: 'Week 16', coffees: [210, 170, 240, 260, 220, 350, 200] },
];

export default function SkipAnimationSwitch() {
  const [weekIndex, setWeekIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const week = weeks[weekIndex]!;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setWeekIndex((weekIndex + 1) % weeks.length)}>
          Next week
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
        <Typography dir="ltr">Showing {week.name}</Typography>
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ min: 0, max: 400 }]}
        series={[{ data: week.coffees, label: 'Coffees sold' }]}
      />
    </Stack>
  );
}
