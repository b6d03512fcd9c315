import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { months, electricity, kWh } from './energy';

export default function ZoomSliderToggle() {
  const [enabled, setEnabled] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="Show the zoom slider"
      />
      <BarChartPro
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            // preview-start
            zoom: { slider: { enabled } },
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Electricity (kWh)' }]}
        series={[{ data: electricity, label: 'Household use', valueFormatter: kWh }]}
      />
    </Stack>
  );
}
