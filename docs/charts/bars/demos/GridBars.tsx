import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { electricityKwh, kwh, months } from './energy';

export default function GridBars() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="grid.horizontal"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="grid.vertical"
        />
      </Stack>
      <BarChart
        height={300}
        // preview-start
        grid={{ horizontal, vertical }}
        // preview-end
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Electricity (kWh)', width: 60 }]}
        series={[{ data: electricityKwh, valueFormatter: kwh }]}
      />
    </Stack>
  );
}
