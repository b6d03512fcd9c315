import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Rooms booked in a small hotel, per weekday, for three consecutive weeks.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const firstWeek = { name: 'Week 14', rooms: [12, 14, 15, 17, 24, 28, 19] };
const weeks = [
  firstWeek,
  { name: 'Week 15', rooms: [18, 16, 13, 20, 26, 29, 23] },
  { name: 'Week 16', rooms: [9, 11, 14, 15, 21, 27, 16] },
];

export default function SkipAnimation() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [weekIndex, setWeekIndex] = React.useState(0);
  const week = weeks[weekIndex] ?? firstWeek;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setWeekIndex((index) => (index + 1) % weeks.length)}>
          Next week
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        // preview-start
        skipAnimation={skipAnimation}
        // preview-end
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ label: 'Rooms booked', width: 50, min: 0, max: 30 }]}
        series={[{ data: week.rooms, label: week.name }]}
      />
    </Stack>
  );
}
