import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// A café's sales by weekday, in euros.
const coffee = [420, 380, 410, 450, 520, 690, 610];
const pastries = [180, 160, 170, 190, 260, 410, 380];

export default function ClickEventsLine() {
  const [lastEvent, setLastEvent] = React.useState('Click a mark, a line, an area or anywhere in the chart.');

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weekdays }]}
        yAxis={[{ label: 'Sales (€)' }]}
        series={[
          { id: 'coffee', label: 'Coffee', data: coffee },
          { id: 'pastries', label: 'Pastries', data: pastries, area: true },
        ]}
        // preview-start
        onMarkClick={(_event, item) => setLastEvent(`onMarkClick: ${JSON.stringify(item)}`)}
        onLineClick={(_event, item) => setLastEvent(`onLineClick: ${JSON.stringify(item)}`)}
        onAreaClick={(_event, item) => setLastEvent(`onAreaClick: ${JSON.stringify(item)}`)}
        onAxisClick={(_event, data) => setLastEvent(`onAxisClick: ${JSON.stringify(data)}`)}
        // preview-end
      />
      <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minHeight: 60 }}>
        {lastEvent}
      </Typography>
    </Stack>
  );
}
