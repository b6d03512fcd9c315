import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Quarterly revenue of a bike shop over two years, one Date per quarter.
const quarters = [
  new Date(2024, 0, 1),
  new Date(2024, 3, 1),
  new Date(2024, 6, 1),
  new Date(2024, 9, 1),
  new Date(2025, 0, 1),
  new Date(2025, 3, 1),
  new Date(2025, 6, 1),
  new Date(2025, 9, 1),
];
const revenue = [84, 131, 158, 96, 91, 142, 171, 104];

const quarterOf = (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1}`;

export default function GroupedAxis() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: quarters,
          height: 50,
          groups: [{ getValue: quarterOf }, { getValue: (date: Date) => date.getFullYear() }],
          valueFormatter: (date: Date) => `${quarterOf(date)} ${date.getFullYear()}`,
        },
      ]}
      series={[{ data: revenue, label: 'Revenue (k€)' }]}
    />
  );
}
