import * as React from 'react';
import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { BarPlot } from '@mui/x-charts-pro/BarChart';
import { LinePlot } from '@mui/x-charts-pro/LineChart';
import { ChartsXAxis } from '@mui/x-charts-pro/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-pro/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts-pro/ChartsTooltip';
import { ChartsClipPath } from '@mui/x-charts-pro/ChartsClipPath';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { months, electricity, kWh } from './energy';

// Twelve-month rolling average of the electricity use.
const rollingAverage = electricity.map((_, index) => {
  const window = electricity.slice(Math.max(0, index - 11), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function ComposedZoomChart() {
  const clipPathId = React.useId();

  return (
    <ChartContainerPro
      height={320}
      xAxis={[
        {
          id: 'months',
          scaleType: 'band',
          data: months,
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[{ id: 'kwh', label: 'Electricity (kWh)' }]}
      series={[
        { type: 'bar', data: electricity, label: 'Monthly use', valueFormatter: kWh },
        { type: 'line', data: rollingAverage, label: '12-month average', valueFormatter: kWh },
      ]}
      initialZoom={[{ axisId: 'months', start: 0, end: 50 }]}
    >
      {/* preview-start */}
      <g clipPath={`url(#${clipPathId})`}>
        <BarPlot />
        <LinePlot />
      </g>
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartZoomSlider />
      <ChartsTooltip />
      <ChartsClipPath id={clipPathId} />
      {/* preview-end */}
    </ChartContainerPro>
  );
}
