import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
// Output of a 6 kW rooftop array on a clear June day, in kW.
const output = [0, 0.2, 0.9, 1.8, 2.9, 3.8, 4.5, 4.9, 5.0, 4.7, 4.1, 3.3, 2.3, 1.3, 0.5, 0.1, 0];

export default function SolarOutputArea() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: hours,
          valueFormatter: (hour: number) => `${hour}:00`,
        },
      ]}
      yAxis={[{ label: 'kW' }]}
      series={[
        {
          label: 'Solar output',
          data: output,
          area: true,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value} kW`),
        },
      ]}
    />
  );
}
