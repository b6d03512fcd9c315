import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function ComposedOrdersChart() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
      yAxis={[{ id: 'orders', width: 50 }]}
      series={[
        { type: 'bar', label: 'Orders shipped', data: [340, 395, 362, 421, 458, 440] },
        { type: 'line', label: 'Weekly target', data: [350, 370, 390, 410, 430, 450] },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="weeks" />
      <ChartsYAxis axisId="orders" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
