import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, temperatures, formatDay, celsius } from './temperatures';

export default function ZoomOnLineChart() {
  return (
    <LineChartPro
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: formatDay,
          // Turns on wheel and pinch zoom, and drag to pan, for this axis.
          zoom: true,
        },
      ]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      series={[
        {
          data: temperatures,
          label: 'Daily mean, 2025',
          showMark: false,
          valueFormatter: celsius,
        },
      ]}
    />
  );
}
