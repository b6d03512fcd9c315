import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useYScale, useDrawingArea } from '@mui/x-charts/hooks';
import { months, lisbon, oslo, celsius } from './temperatures';

// preview-start
function SeriesAverages() {
  const series = useLineSeries(); // every line series, with its colour and data
  const yScale = useYScale(); // maps a value to a vertical pixel position
  const { left, width } = useDrawingArea();

  return (
    <g>
      {series.map(({ id, color, data, label }) => {
        const values = data.filter((value): value is number => value !== null);
        const average = values.reduce((sum, value) => sum + value, 0) / values.length;
        const y = yScale(average) ?? 0;
        return (
          <g key={id}>
            <line x1={left} x2={left + width} y1={y} y2={y} stroke={color} strokeDasharray="6 4" />
            <text x={left + 6} y={y - 6} textAnchor="start" fill={color} fontSize={12}>
              {typeof label === 'string' ? label : ''} average {average.toFixed(1)} °C
            </text>
          </g>
        );
      })}
    </g>
  );
}
// preview-end

export default function AverageLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Average high (°C)', width: 50 }]}
      series={[
        { data: lisbon, label: 'Lisbon', color: '#e65100', valueFormatter: celsius },
        { data: oslo, label: 'Oslo', color: '#1565c0', valueFormatter: celsius },
      ]}
    >
      <SeriesAverages />
    </LineChart>
  );
}
