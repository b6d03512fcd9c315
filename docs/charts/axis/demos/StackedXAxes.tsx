import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const orders = [320, 280, 410, 390, 460, 520];
const returns = [4.1, 3.6, 5.2, 3.9, 3.1, 2.8];

export default function StackedXAxes() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: months, width: 40 }]}
      xAxis={[
        { id: 'orders', label: 'Orders', position: 'bottom' },
        { id: 'returns', label: 'Return rate (%)', position: 'top', max: 10 },
      ]}
      series={[
        { data: orders, label: 'Orders', xAxisId: 'orders' },
        {
          data: returns,
          label: 'Return rate',
          xAxisId: 'returns',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    />
  );
}
