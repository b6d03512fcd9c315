import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { weekdays, coffee, tea, formatItems } from './cafe';

export default function HideLegend() {
  const [hideLegend, setHideLegend] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
        label="hideLegend"
      />
      <BarChart
        height={280}
        hideLegend={hideLegend}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ label: 'Drinks sold', width: 50 }]}
        series={[
          { label: 'Coffee', data: coffee, valueFormatter: formatItems },
          { label: 'Tea', data: tea, valueFormatter: formatItems },
        ]}
      />
    </Stack>
  );
}
