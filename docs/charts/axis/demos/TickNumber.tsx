import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Water level of a reservoir over 24 hours, in metres, every hour.
const hours = Array.from({ length: 25 }, (_, hour) => hour);
const level = hours.map((hour) => Math.round((41.2 + 1.6 * Math.sin((hour - 6) / 3.8)) * 100) / 100);

export default function TickNumber() {
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <Box>
      <Typography id="tick-number-label" gutterBottom>
        tickNumber: {tickNumber}
      </Typography>
      <Slider
        aria-labelledby="tick-number-label"
        value={tickNumber}
        onChange={(_event, value) => setTickNumber(value)}
        min={2}
        max={20}
        sx={{ maxWidth: 360, mx: 1 }}
      />
      <LineChart
        height={300}
        xAxis={[{ data: hours, tickNumber, label: 'Hour', valueFormatter: (value: number) => `${value}h` }]}
        yAxis={[{ tickNumber, label: 'Level (m)' }]}
        series={[{ data: level, label: 'Water level', showMark: false }]}
      />
    </Box>
  );
}
