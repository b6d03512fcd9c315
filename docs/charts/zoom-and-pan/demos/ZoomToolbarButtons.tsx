import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, temperatures, formatDay, celsius } from './temperatures';

export default function ZoomToolbarButtons() {
  return (
    <LineChartPro
      height={340}
      // The toolbar adds zoom in and zoom out buttons when an axis can zoom.
      showToolbar
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: formatDay,
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      series={[{ data: temperatures, label: 'Daily mean', showMark: false, valueFormatter: celsius }]}
    />
  );
}
