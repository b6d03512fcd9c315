import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6:00', '9:00', '12:00', '15:00', '18:00', '21:00'];
const occupancy = [12, 64, 88, 71, 95, 40];

export default function HiddenAxes() {
  return (
    <LineChart
      height={200}
      margin={10}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: hours, position: 'none' }]}
      yAxis={[{ min: 0, max: 100, position: 'none' }]}
      series={[
        {
          data: occupancy,
          label: 'Car park occupancy',
          area: true,
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    />
  );
}
