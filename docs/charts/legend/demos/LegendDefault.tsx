import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { weekdays, coffee, tea, pastries, formatItems } from './cafe';

export default function LegendDefault() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ label: 'Items sold', width: 50 }]}
      series={[
        { label: 'Coffee', data: coffee, valueFormatter: formatItems },
        { label: 'Tea', data: tea, valueFormatter: formatItems },
        { label: 'Pastries', data: pastries, valueFormatter: formatItems },
      ]}
    />
  );
}
