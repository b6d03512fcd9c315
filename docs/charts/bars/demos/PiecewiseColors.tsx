import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// How far each month's average temperature in a city was from the
// 30-year average for that month, in °C.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const anomaly = [1.8, -0.6, 0.9, 2.3, -1.2, 0.4, 1.6, 2.1, -0.3, 0.7, -1.5, 1.1];

const degrees = (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`);

export default function PiecewiseColors() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          label: 'Difference from normal (°C)',
          width: 60,
          // preview-start
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#1e88e5', '#e53935'],
          },
          // preview-end
        },
      ]}
      series={[{ data: anomaly, label: 'Temperature anomaly', valueFormatter: degrees }]}
      hideLegend
    />
  );
}
