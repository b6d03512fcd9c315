import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, heating, formatKwh } from './energy';

export default function ContinuousColorMap() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          label: 'Heating (kWh)',
          width: 50,
          // preview-start
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 400,
            color: ['#fbc02d', '#b71c1c'],
          },
          // preview-end
        },
      ]}
      series={[{ label: 'Heating', data: heating, area: true, valueFormatter: formatKwh }]}
      hideLegend
    />
  );
}
