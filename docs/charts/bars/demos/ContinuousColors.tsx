import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Average daily high in a city, per month, in °C.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const highs = [3, 5, 10, 15, 19, 23, 26, 25, 21, 15, 8, 4];

const degrees = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function ContinuousColors() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          label: 'Average high (°C)',
          width: 50,
          // preview-start
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 30,
            color: ['#42a5f5', '#ef6c00'],
          },
          // preview-end
        },
      ]}
      series={[{ data: highs, valueFormatter: degrees }]}
    />
  );
}
