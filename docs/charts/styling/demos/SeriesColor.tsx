import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, heating, hotWater, appliances, formatKwh } from './energy';

const series = [
  { id: 'heating', label: 'Heating', data: heating },
  { id: 'hotWater', label: 'Hot water', data: hotWater },
  { id: 'appliances', label: 'Appliances', data: appliances },
];

export default function SeriesColor() {
  const [focus, setFocus] = React.useState('heating');

  return (
    <Stack spacing={2} sx={{ width: '100%', pt: 1 }}>
      <TextField
        select
        size="small"
        label="Series in colour"
        value={focus}
        onChange={(event) => setFocus(event.target.value)}
        sx={{ maxWidth: 220 }}
      >
        {series.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Electricity (kWh)', width: 50 }]}
        // preview-start
        series={series.map((item) => ({
          ...item,
          valueFormatter: formatKwh,
          color: item.id === focus ? '#e65100' : '#9e9e9e',
        }))}
        // preview-end
      />
    </Stack>
  );
}
