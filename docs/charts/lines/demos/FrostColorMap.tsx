import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
// Daily minimum temperature in a mountain village in early spring (°C).
const minimum = [-6, -4, -1, 2, 3, 1, -2, -5, -3, 0, 4, 6, 5, 2];

export default function FrostColorMap() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days, label: 'Day of March' }]}
      yAxis={[
        {
          label: 'Minimum (°C)',
          // preview-start
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#1e88e5', '#e65100'],
          },
          // preview-end
        },
      ]}
      series={[
        {
          label: 'Daily minimum',
          data: minimum,
          area: true,
          baseline: 0,
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
