import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { months, electricity, kWh } from './energy';

export default function StartEndLimits() {
  return (
    <BarChartPro
      height={300}
      initialZoom={[{ axisId: 'months', start: 50, end: 100 }]}
      xAxis={[
        {
          id: 'months',
          scaleType: 'band',
          data: months,
          // The first quarter of the range (2024 up to March) stays out of reach.
          zoom: { minStart: 25, maxEnd: 100, slider: { enabled: true } },
        },
      ]}
      yAxis={[{ label: 'Electricity (kWh)' }]}
      series={[{ data: electricity, label: 'Household use', valueFormatter: kWh }]}
    />
  );
}
