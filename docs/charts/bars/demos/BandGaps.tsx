import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Cups sold by a café, per weekday.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const coffee = [148, 132, 156, 161, 189];
const tea = [62, 71, 58, 66, 80];

export default function BandGaps() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="band-gaps-category" variant="caption">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={0.9}
            step={0.1}
            value={categoryGapRatio}
            onChange={(_event, value) => setCategoryGapRatio(value)}
            aria-labelledby="band-gaps-category"
          />
        </Box>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="band-gaps-bar" variant="caption">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={0.9}
            step={0.1}
            value={barGapRatio}
            onChange={(_event, value) => setBarGapRatio(value)}
            aria-labelledby="band-gaps-bar"
          />
        </Box>
      </Stack>
      <BarChart
        height={280}
        // preview-start
        xAxis={[{ scaleType: 'band', data: weekdays, categoryGapRatio, barGapRatio }]}
        // preview-end
        yAxis={[{ label: 'Cups sold', width: 50 }]}
        series={[
          { data: coffee, label: 'Coffee' },
          { data: tea, label: 'Tea' },
        ]}
      />
    </Stack>
  );
}
