import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { months, highs, lows, formatCelsius } from './madrid';

// A dashed line, to match the dashed "low" series.
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 8" width={24} height={8} aria-hidden>
      <line x1={0} y1={4} x2={24} y2={4} stroke={color} strokeWidth={3} strokeDasharray="5 3" />
    </svg>
  );
}

// A filled triangle pointing up, for the "high" series.
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={12} height={12} aria-hidden>
      <path d="M6 1 L11 11 L1 11 Z" fill={color} />
    </svg>
  );
}

export default function LegendCustomMark() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Temperature (°C)', width: 50 }]}
      series={[
        {
          id: 'high',
          label: 'Average high',
          data: highs,
          shape: 'triangle',
          valueFormatter: formatCelsius,
          labelMarkType: TriangleMark,
        },
        {
          id: 'low',
          label: 'Average low',
          data: lows,
          showMark: false,
          valueFormatter: formatCelsius,
          labelMarkType: DashedMark,
        },
      ]}
      sx={{ '& .MuiLineChart-line[data-series="low"]': { strokeDasharray: '6 4' } }}
    />
  );
}
