import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

const months = [
  new Date(2025, 0, 1),
  new Date(2025, 1, 1),
  new Date(2025, 2, 1),
  new Date(2025, 3, 1),
  new Date(2025, 4, 1),
  new Date(2025, 5, 1),
];
// Household electricity use, in kWh.
const electricity = [412, 380, 341, 290, 248, 231];

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export default function FormatterLocation() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          valueFormatter: (month: Date, context) =>
            context.location === 'tick' ? shortMonth.format(month) : longMonth.format(month),
        },
      ]}
      yAxis={[
        {
          valueFormatter: (value: number, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? `${value}` : `${value} kWh`,
        },
      ]}
      series={[{ data: electricity, label: 'Electricity', valueFormatter: (value) => `${value} kWh` }]}
    />
  );
}
