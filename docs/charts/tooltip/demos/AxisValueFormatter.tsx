import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { days, orders } from './shop';

// preview-start
// A short date on the ticks, the full date in the tooltip header.
const formatDay = (date: Date, context: AxisValueFormatterContext) =>
  context.location === 'tick'
    ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })
    : date.toLocaleDateString('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
// preview-end

export default function AxisValueFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'time', data: days, valueFormatter: formatDay }]}
      yAxis={[{ label: 'Orders', width: 50 }]}
      series={[{ label: 'Orders', data: orders, area: true }]}
    />
  );
}
