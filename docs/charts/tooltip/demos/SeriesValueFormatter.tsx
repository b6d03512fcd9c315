import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { days, orders, returns } from './shop';

// preview-start
// The context tells the formatter which data point it formats.
const formatOrders = (value: number | null, { dataIndex }: { dataIndex: number }) => {
  if (value === null) {
    return null;
  }
  const previous = orders[dataIndex - 1];
  if (previous === undefined) {
    return `${value} orders`;
  }
  const change = Math.round(((value - previous) / previous) * 100);
  return `${value} orders (${change >= 0 ? '+' : '−'}${Math.abs(change)}% on the day before)`;
};

const formatReturns = (value: number | null, { dataIndex }: { dataIndex: number }) => {
  const ordered = orders[dataIndex];
  if (value === null || !ordered) {
    return null;
  }
  return `${value} returns (${((value / ordered) * 100).toFixed(1)}% of orders)`;
};
// preview-end

export default function SeriesValueFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: days,
          valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric' }),
        },
      ]}
      yAxis={[{ label: 'Count', width: 50 }]}
      series={[
        { label: 'Orders', data: orders, valueFormatter: formatOrders },
        { label: 'Returns', data: returns, valueFormatter: formatReturns },
      ]}
    />
  );
}
