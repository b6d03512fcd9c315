import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate of a city: average high in °C and rainfall in mm.
const temperature = [8, 9, 13, 16, 20, 24, 27, 27, 23, 18, 12, 9];
const rainfall = [78, 61, 55, 52, 48, 27, 15, 20, 44, 80, 96, 90];

export default function TwoYAxes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', label: 'Average high (°C)', position: 'left' },
        { id: 'rain', label: 'Rainfall (mm)', position: 'right' },
      ]}
      series={[
        {
          data: temperature,
          label: 'Average high',
          yAxisId: 'temperature',
          valueFormatter: (value) => `${value} °C`,
        },
        {
          data: rainfall,
          label: 'Rainfall',
          yAxisId: 'rain',
          valueFormatter: (value) => `${value} mm`,
        },
      ]}
    />
  );
}
