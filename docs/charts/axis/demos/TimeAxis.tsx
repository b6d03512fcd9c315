import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily steps counted by a fitness tracker over two weeks in March 2026.
const days = Array.from({ length: 14 }, (_, index) => new Date(Date.UTC(2026, 2, 2 + index)));
const steps = [6200, 8100, 7400, 9900, 5300, 12400, 11000, 7000, 8600, 9100, 6800, 10400, 13800, 4900];

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export default function TimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: (value: Date, context) =>
            context.location === 'tick' ? context.defaultTickLabel : longDate.format(value),
        },
      ]}
      yAxis={[{ width: 55 }]}
      series={[{ data: steps, label: 'Steps', showMark: true }]}
    />
  );
}
