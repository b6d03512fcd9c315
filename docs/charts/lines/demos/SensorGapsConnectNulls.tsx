import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['0h', '2h', '4h', '6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
// A greenhouse humidity sensor that dropped off the network twice (null = no reading).
const humidity = [71, 73, null, null, 68, 61, 55, null, 52, 58, 64, 69];

export default function SensorGapsConnectNulls() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ label: 'Relative humidity (%)', min: 40, max: 80 }]}
        series={[
          {
            label: 'Humidity',
            data: humidity,
            connectNulls,
            area: true,
            baseline: 'min',
            valueFormatter: (value) => (value === null ? 'no reading' : `${value} %`),
          },
        ]}
      />
    </Stack>
  );
}
