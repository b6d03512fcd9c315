import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// One object per category. Every series and axis picks its values by key.
const cafeSales = [
  { month: 'Jan', espresso: 420, latte: 610, tea: 230 },
  { month: 'Feb', espresso: 395, latte: 580, tea: 260 },
  { month: 'Mar', espresso: 450, latte: 640, tea: 240 },
  { month: 'Apr', espresso: 470, latte: 600, tea: 205 },
  { month: 'May', espresso: 510, latte: 560, tea: 180 },
  { month: 'Jun', espresso: 540, latte: 505, tea: 150 },
];

const cups = (value: number | null) => (value === null ? '' : `${value} cups`);

export default function DatasetBarChart() {
  return (
    <BarChart
      height={300}
      dataset={cafeSales}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { dataKey: 'espresso', label: 'Espresso', valueFormatter: cups },
        { dataKey: 'latte', label: 'Latte', valueFormatter: cups },
        { dataKey: 'tea', label: 'Tea', valueFormatter: cups },
      ]}
    />
  );
}
