import * as React from 'react';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { days, orders, returns } from './shop';

// Share of orders that came back, in percent.
const returnRate = orders.map((count, index) => ((returns[index] ?? 0) / count) * 100);

export default function ComposedTooltip() {
  return (
    // preview-start
    <ChartDataProvider
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
        },
      ]}
      yAxis={[
        { id: 'count', width: 45 },
        { id: 'rate', position: 'right', width: 45, min: 0, max: 12 },
      ]}
      series={[
        { type: 'bar', label: 'Orders', yAxisId: 'count', data: orders },
        {
          type: 'line',
          label: 'Return rate',
          yAxisId: 'rate',
          data: returnRate,
          valueFormatter: (v) => (v === null ? '' : `${v.toFixed(1)} %`),
        },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="count" label="Orders" />
        <ChartsYAxis axisId="rate" label="Return rate (%)" />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      <ChartsTooltip trigger="axis" />
    </ChartDataProvider>
    // preview-end
  );
}
