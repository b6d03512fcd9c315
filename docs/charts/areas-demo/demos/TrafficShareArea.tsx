import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Where the visitors of an online shop came from, per month.
const traffic = [
  { month: 'Jan', search: 5200, social: 1800, email: 900, direct: 2100 },
  { month: 'Feb', search: 5400, social: 2100, email: 1100, direct: 2000 },
  { month: 'Mar', search: 5100, social: 2600, email: 1000, direct: 2200 },
  { month: 'Apr', search: 4900, social: 3100, email: 1300, direct: 2300 },
  { month: 'May', search: 5300, social: 3500, email: 1200, direct: 2400 },
  { month: 'Jun', search: 5600, social: 3900, email: 1500, direct: 2500 },
];

const keys = ['search', 'social', 'email', 'direct'] as const;
const labels = { search: 'Search', social: 'Social', email: 'Email', direct: 'Direct' };

export default function TrafficShareArea() {
  return (
    <LineChart
      height={300}
      dataset={traffic}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ width: 48, valueFormatter: (v: number) => `${Math.round(v * 100)} %` }]}
      series={keys.map((key) => ({
        dataKey: key,
        label: labels[key],
        stack: 'visits',
        // preview-start
        stackOffset: 'expand',
        // preview-end
        area: true,
        showMark: false,
        valueFormatter: (v: number | null) => (v === null ? '' : `${v.toLocaleString('en-US')} visits`),
      }))}
    />
  );
}
