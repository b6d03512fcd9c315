import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A bicycle repair shop's monthly figures, in thousands of euros.
const revenue = [14.2, 13.8, 18.5, 24.1, 27.9, 29.4, 31.2, 28.6, 24.9, 20.3, 15.7, 16.8];
const costs = [15.1, 14.6, 16.2, 18.9, 20.4, 21.1, 22.0, 21.5, 19.8, 17.6, 15.9, 16.1];

const euros = (value: number | null) => (value === null ? '' : `€${value.toFixed(1)}k`);

export default function RevenueCostsLine() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Thousands of euros', valueFormatter: (v: number) => `€${v}k` }]}
      series={[
        { label: 'Revenue', data: revenue, curve: 'linear', valueFormatter: euros },
        { label: 'Costs', data: costs, curve: 'linear', valueFormatter: euros },
      ]}
    />
  );
}
