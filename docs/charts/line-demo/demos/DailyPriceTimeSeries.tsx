import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// 120 days of a commodity's closing price, from a fixed formula (no randomness).
const start = new Date(2026, 0, 1).getTime();
const day = 24 * 60 * 60 * 1000;
const dates = Array.from({ length: 120 }, (_, i) => new Date(start + i * day));
const prices = dates.map((_, i) => Number((82 + i * 0.09 + 4 * Math.sin(i / 9) + 1.5 * Math.sin(i / 2.3)).toFixed(2)));

export default function DailyPriceTimeSeries() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          data: dates,
          domainLimit: 'strict',
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? date.toLocaleDateString('en-GB', { month: 'short' })
              : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
        },
      ]}
      yAxis={[{ width: 56, valueFormatter: (v: number) => `$${v}` }]}
      series={[
        {
          label: 'Closing price',
          data: prices,
          showMark: false,
          curve: 'linear',
          valueFormatter: (v) => (v === null ? '' : `$${v.toFixed(2)}`),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
