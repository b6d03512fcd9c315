import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const solarOutput = [95, 140, 260, 360, 450, 480, 500, 430, 320, 210, 110, 80];

// Label only the first month of each quarter; every month keeps its tick.
const quarterStarts = (_value: string, index: number) => index % 3 === 0;

export default function TickLabelInterval() {
  const [quartersOnly, setQuartersOnly] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={quartersOnly} onChange={(event) => setQuartersOnly(event.target.checked)} />}
        label="Label quarter starts only"
      />
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            tickLabelInterval: quartersOnly ? quarterStarts : 'auto',
          },
        ]}
        series={[{ data: solarOutput, label: 'Solar output (kWh)' }]}
      />
    </Box>
  );
}
