import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Fuel used by a small car at steady speeds (litres per 100 km).
const speeds = [30, 50, 60, 70, 80, 90, 100, 110, 120, 130];
const consumption = [6.1, 4.9, 4.6, 4.5, 4.7, 5.1, 5.6, 6.2, 6.9, 7.8];

export default function FuelConsumptionLinear() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'linear',
          data: speeds,
          label: 'Speed (km/h)',
          min: 20,
          max: 140,
          valueFormatter: (value: number) => `${value} km/h`,
        },
      ]}
      yAxis={[{ label: 'L/100 km' }]}
      series={[
        {
          label: 'Fuel use',
          data: consumption,
          valueFormatter: (value) => (value === null ? '' : `${value} L/100 km`),
        },
      ]}
    />
  );
}
