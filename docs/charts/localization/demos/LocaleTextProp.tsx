import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7'];
const readings = [21.5, 21.8, 22.4, 22.1, 21.9, 22.6, 22.3];

export default function LocaleTextProp() {
  const [hasData, setHasData] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={hasData} onChange={(event) => setHasData(event.target.checked)} />}
        label="Sensor connected"
      />
      <LineChart
        height={260}
        localeText={{ noData: 'No readings yet: connect the sensor to start recording.' }}
        xAxis={[{ scaleType: 'point', data: days, label: 'Day' }]}
        series={[{ data: hasData ? readings : [], label: 'Room temperature (°C)' }]}
      />
    </Stack>
  );
}
