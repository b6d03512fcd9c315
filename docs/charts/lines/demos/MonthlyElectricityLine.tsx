import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Electricity used by a household with a heat pump, in kWh per month.
const usage = [612, 548, 455, 338, 251, 204, 198, 207, 262, 371, 489, 590];

export default function MonthlyElectricityLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'kWh' }]}
      series={[
        {
          label: 'Electricity',
          data: usage,
          valueFormatter: (value) => (value === null ? '' : `${value} kWh`),
        },
      ]}
    />
  );
}
