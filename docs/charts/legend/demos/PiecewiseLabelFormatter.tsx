import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { PiecewiseLabelFormatterParams } from '@mui/x-charts/ChartsLegend';
import { months, rainfall, formatMillimetres } from './madrid';

const names = ['Dry', 'Moderate', 'Wet'];

// preview-start
function rainLabel({ index, min, max, formattedMin, formattedMax }: PiecewiseLabelFormatterParams) {
  // The first band has no lower bound and the last band no upper bound.
  if (min === null) {
    return `${names[index]} (under ${formattedMax} mm)`;
  }
  if (max === null) {
    return `${names[index]} (${formattedMin} mm or more)`;
  }
  return `${names[index]} (${formattedMin}–${formattedMax} mm)`;
}
// preview-end

export default function PiecewiseLabelFormatter() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          label: 'Rainfall (mm)',
          width: 50,
          colorMap: {
            type: 'piecewise',
            thresholds: [20, 45],
            colors: ['#ffb74d', '#4db6ac', '#1e88e5'],
          },
        },
      ]}
      series={[{ label: 'Rainfall', data: rainfall, valueFormatter: formatMillimetres }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: { axisDirection: 'y', labelPosition: 'inline-end', labelFormatter: rainLabel },
      }}
    />
  );
}
