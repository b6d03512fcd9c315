import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, highs, lows, formatCelsius } from './madrid';

// The yearly mean of the highs, as a flat reference line.
const yearlyMean = Math.round(highs.reduce((sum, v) => sum + v, 0) / highs.length);

export default function LegendLabelLocation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Temperature (°C)', width: 50 }]}
      series={[
        {
          // A short name in the legend, a precise one in the tooltip.
          label: (location) => (location === 'legend' ? 'High' : 'Average daily high'),
          data: highs,
          valueFormatter: formatCelsius,
        },
        {
          label: (location) => (location === 'legend' ? 'Low' : 'Average daily low'),
          data: lows,
          valueFormatter: formatCelsius,
        },
        {
          // No label: the series is drawn and listed in the tooltip only by value.
          data: months.map(() => yearlyMean),
          showMark: false,
          color: '#9e9e9e',
          valueFormatter: (v) => `yearly mean ${v} °C`,
        },
      ]}
    />
  );
}
