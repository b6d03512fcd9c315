import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisData } from '@mui/x-charts/models';

// Orders a bakery received per weekday, by channel.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const series = [
  { id: 'counter', label: 'At the counter', data: [58, 61, 55, 64, 79, 118] },
  { id: 'online', label: 'Online', data: [22, 19, 27, 25, 36, 41] },
];

export default function AxisClick() {
  const [axisData, setAxisData] = React.useState<ChartsAxisData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ label: 'Orders', width: 50 }]}
        series={series}
        // preview-start
        onAxisClick={(_event, data) => setAxisData(data)}
        // preview-end
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {axisData ? `Clicked: ${JSON.stringify(axisData)}` : 'Click anywhere in the plot, between the bars too.'}
      </Typography>
    </Stack>
  );
}
