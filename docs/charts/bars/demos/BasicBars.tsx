import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { electricityKwh, kwh, months } from './energy';

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Electricity (kWh)', width: 60 }]}
      series={[{ data: electricityKwh, label: 'Electricity', valueFormatter: kwh }]}
    />
  );
}
