import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { energyBySource } from './energy';

const kwh = (value: number | null) => (value === null ? '' : `${value} kWh`);

export default function StackToggle() {
  const [stacked, setStacked] = React.useState(true);
  // preview-start
  // Series that share a `stack` id are drawn on top of each other.
  const stack = stacked ? { stack: 'energy' } : {};
  // preview-end

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />}
        label="Stack the series"
      />
      <BarChart
        height={300}
        dataset={energyBySource}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Energy (kWh)', width: 60 }]}
        series={[
          { dataKey: 'heatPump', label: 'Heat pump', ...stack, valueFormatter: kwh },
          { dataKey: 'solar', label: 'Solar thermal', ...stack, valueFormatter: kwh },
          { dataKey: 'grid', label: 'Grid electricity', ...stack, valueFormatter: kwh },
        ]}
      />
    </Stack>
  );
}
