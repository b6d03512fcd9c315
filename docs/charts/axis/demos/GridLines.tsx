import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [0, 3, 6, 9, 12, 15, 18, 21, 24];
// Outdoor temperature on a spring day, in °C.
const temperature = [7, 5, 4, 9, 15, 18, 16, 11, 8];

export default function GridLines() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="horizontal"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="vertical"
        />
      </Stack>
      <LineChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ data: hours, tickInterval: hours, valueFormatter: (value: number) => `${value}h` }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
        series={[{ data: temperature, label: 'Temperature', curve: 'monotoneX' }]}
      />
    </Box>
  );
}
