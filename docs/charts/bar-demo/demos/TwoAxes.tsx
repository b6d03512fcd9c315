import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// A web shop's orders and revenue per quarter: two units, two axes.
const quarters = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'];
const orders = [1240, 1395, 1180, 2050];
const revenue = [58400, 66100, 57200, 112800];

export default function TwoAxes() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[
        { id: 'orders', label: 'Orders', width: 60 },
        {
          id: 'revenue',
          label: 'Revenue',
          position: 'right',
          width: 60,
          valueFormatter: (value: number) => `$${value / 1000}k`,
        },
      ]}
      series={[
        { label: 'Orders', data: orders, yAxisId: 'orders' },
        {
          label: 'Revenue',
          data: revenue,
          yAxisId: 'revenue',
          valueFormatter: (value) => (value === null ? '' : `$${value.toLocaleString('en-US')}`),
        },
      ]}
    />
  );
}
