import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Body weight during a training plan, in kilograms.
const weight = [82.4, 81.9, 81.1, 80.6, 80.2, 79.5];

const kilograms = (value: number | null) => (value === null ? '' : `${value} kg`);

export default function MinMaxDomain() {
  const [fromZero, setFromZero] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={fromZero} onChange={(event) => setFromZero(event.target.checked)} />}
        label="Start the y-axis at 0 (min: 0)"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[fromZero ? { min: 0, max: 90 } : { min: 78, max: 83 }]}
        series={[{ data: weight, label: 'Weight', valueFormatter: kilograms }]}
      />
    </Box>
  );
}
