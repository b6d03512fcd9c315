import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Average rainfall per month, in millimetres, in three cities.
const rainfall = [
  { month: 'Jan', dublin: 71, madrid: 37, oslo: 54 },
  { month: 'Feb', dublin: 52, madrid: 35, oslo: 39 },
  { month: 'Mar', dublin: 52, madrid: 26, oslo: 44 },
  { month: 'Apr', dublin: 54, madrid: 47, oslo: 42 },
  { month: 'May', dublin: 59, madrid: 52, oslo: 60 },
  { month: 'Jun', dublin: 67, madrid: 25, oslo: 71 },
  { month: 'Jul', dublin: 56, madrid: 15, oslo: 84 },
  { month: 'Aug', dublin: 73, madrid: 10, oslo: 91 },
  { month: 'Sep', dublin: 59, madrid: 28, oslo: 85 },
  { month: 'Oct', dublin: 79, madrid: 49, oslo: 89 },
  { month: 'Nov', dublin: 76, madrid: 56, oslo: 78 },
  { month: 'Dec', dublin: 76, madrid: 56, oslo: 56 },
];

const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function GroupedRainfall() {
  return (
    <BarChart
      height={320}
      dataset={rainfall}
      xAxis={[{ scaleType: 'band', dataKey: 'month', categoryGapRatio: 0.3, barGapRatio: 0 }]}
      yAxis={[{ label: 'Rainfall (mm)', width: 50 }]}
      series={[
        { dataKey: 'dublin', label: 'Dublin', valueFormatter: mm },
        { dataKey: 'madrid', label: 'Madrid', valueFormatter: mm },
        { dataKey: 'oslo', label: 'Oslo', valueFormatter: mm },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
