import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { months, electricity, kWh } from './energy';

export default function PanningSwitch() {
  const [panning, setPanning] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />}
        label="Allow panning"
      />
      <BarChartPro
        height={300}
        // Opens on the second year: Jan 25 to Dec 25.
        initialZoom={[{ axisId: 'months', start: 50, end: 100 }]}
        xAxis={[
          {
            id: 'months',
            scaleType: 'band',
            data: months,
            // preview-start
            zoom: { panning },
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Electricity (kWh)' }]}
        series={[{ data: electricity, label: 'Household use', valueFormatter: kWh }]}
      />
    </Stack>
  );
}
