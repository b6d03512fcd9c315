import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// A bike shop's monthly profit, in euros (a loss is negative).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const profit = [-2100, -1400, 800, 3900, 6200, 7400, 6900, 5100, 2600, 400, -900, 1800];

const euros = (value: number | null) =>
  value === null ? '' : `${value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')} €`;

export default function MonthlyProfit() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          width: 60,
          valueFormatter: (value: number) => `${value / 1000}k €`,
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#e53935', '#43a047'] },
        },
      ]}
      series={[{ data: profit, label: 'Profit', valueFormatter: euros }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
