import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, heating, appliances, formatKwh } from './energy';

// preview-start
// Darker tones on a light page, lighter tones on a dark page.
const energyPalette = (mode: 'light' | 'dark') => (mode === 'dark' ? ['#ff8a65', '#81d4fa'] : ['#d84315', '#0277bd']);
// preview-end

export default function ModePalette() {
  return (
    <LineChart
      height={300}
      colors={energyPalette}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Electricity (kWh)', width: 50 }]}
      series={[
        { label: 'Heating', data: heating, valueFormatter: formatKwh },
        { label: 'Appliances', data: appliances, valueFormatter: formatKwh },
      ]}
    />
  );
}
