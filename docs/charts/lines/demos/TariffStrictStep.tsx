import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// A dynamic electricity tariff: the price set for each 3-hour block (cents per kWh).
const blocks = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];
const price = [18, 16, 24, 29, 21, 26, 34, 23];

export default function TariffStrictStep() {
  const [strict, setStrict] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={strict} onChange={(event) => setStrict(event.target.checked)} />}
        label="strictStepCurve"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: blocks }]}
        yAxis={[{ label: 'ct/kWh', min: 0 }]}
        series={[
          {
            label: 'Price',
            data: price,
            curve: 'stepAfter',
            strictStepCurve: strict,
            area: true,
            valueFormatter: (value) => (value === null ? '' : `${value} ct/kWh`),
          },
        ]}
      />
    </Stack>
  );
}
