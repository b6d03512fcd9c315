import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

export default function MinimalBarChart() {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[{ data: [12, 19, 7, 15, 22] }]}
    />
  );
}
