import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Approximate climate of a coastal city: mean temperature (°C) and rainfall (mm).
const temperature = [10, 11, 13, 15, 18, 22, 25, 25, 22, 18, 14, 11];
const rainfall = [95, 80, 62, 55, 38, 14, 4, 8, 40, 90, 120, 110];

export default function ClimateBiaxialLine() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      // preview-start
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)', position: 'left' },
        { id: 'rain', label: 'Rainfall (mm)', position: 'right' },
      ]}
      series={[
        {
          label: 'Temperature',
          data: temperature,
          yAxisId: 'temperature',
          valueFormatter: (v) => (v === null ? '' : `${v} °C`),
        },
        {
          label: 'Rainfall',
          data: rainfall,
          yAxisId: 'rain',
          area: true,
          showMark: false,
          valueFormatter: (v) => (v === null ? '' : `${v} mm`),
        },
      ]}
      // preview-end
    />
  );
}
