import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// One bar per day of April 2026: litres of water used by a garden sprinkler.
const days = Array.from({ length: 30 }, (_, index) => index + 1);
const litres = days.map((day) => Math.round(180 + 90 * Math.sin(day / 2.3) + (day % 7) * 6));

export default function TickIntervalFunction() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // Only keep a tick on Mondays (April 6, 2026 is a Monday).
          tickInterval: (day: number) => day % 7 === 6,
          valueFormatter: (day: number, context) => (context.location === 'tick' ? `Mon ${day}` : `April ${day}`),
        },
      ]}
      series={[{ data: litres, label: 'Water used', valueFormatter: (value) => `${value} l` }]}
    />
  );
}
