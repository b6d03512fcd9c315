import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Battery charge of a phone over a day, in percent, every hour from 7:00.
const hours = Array.from({ length: 16 }, (_, index) => 7 + index);
const charge = [100, 96, 91, 85, 80, 72, 66, 61, 55, 100, 97, 92, 84, 76, 65, 54];

export default function FixedTickValues() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: hours,
          tickInterval: [8, 12, 16, 20],
          valueFormatter: (value: number) => `${value}:00`,
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 100,
          tickInterval: [0, 20, 50, 100],
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      grid={{ horizontal: true }}
      series={[{ data: charge, label: 'Battery', showMark: false }]}
    />
  );
}
