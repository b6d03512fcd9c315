import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';

// Orders a bakery received per weekday, by channel.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const series = [
  { id: 'counter', label: 'At the counter', data: [58, 61, 55, 64, 79, 118] },
  { id: 'online', label: 'Online', data: [22, 19, 27, 25, 36, 41] },
];

export default function ItemClick() {
  const [clicked, setClicked] = React.useState<BarItemIdentifier | null>(null);

  const clickedSeries = series.find((item) => item.id === clicked?.seriesId);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ label: 'Orders', width: 50 }]}
        series={series}
        // preview-start
        onItemClick={(_event, item) => setClicked(item)}
        // preview-end
      />
      <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {clicked && clickedSeries
          ? `Clicked: ${JSON.stringify(clicked)}, ${clickedSeries.label} on ${days[clicked.dataIndex]} = ${clickedSeries.data[clicked.dataIndex]} orders`
          : 'Click a bar.'}
      </Typography>
    </Stack>
  );
}
