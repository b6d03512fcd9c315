import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Support tickets opened per product area in one week.
const areas = ['Billing', 'Login', 'Search', 'Export', 'Mobile app', 'Reports'];
const tickets = [142, 96, 3, 1, 58, 0];

export default function MinBarSizeBars() {
  const [minBarSize, setMinBarSize] = React.useState(4);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: 220, px: 1 }}>
        <Typography id="min-bar-size-label" variant="caption">
          minBarSize: {minBarSize} px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={12}
          value={minBarSize}
          onChange={(_event, value) => setMinBarSize(value)}
          aria-labelledby="min-bar-size-label"
        />
      </Box>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: areas }]}
        yAxis={[{ label: 'Tickets', width: 50 }]}
        // preview-start
        series={[{ data: tickets, minBarSize }]}
        // preview-end
      />
    </Stack>
  );
}
