import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { cafeWeek, euros, people } from './cafe';

export default function BarsAndLineTwoAxes() {
  return (
    <ChartContainer
      height={300}
      dataset={cafeWeek}
      xAxis={[{ id: 'days', scaleType: 'band', dataKey: 'day' }]}
      // preview-start
      yAxis={[
        { id: 'money', label: 'Takings (€)', position: 'left', width: 60 },
        { id: 'customers', label: 'Customers', position: 'right', width: 50 },
      ]}
      series={[
        { type: 'bar', dataKey: 'takings', label: 'Takings', yAxisId: 'money', valueFormatter: euros },
        {
          type: 'line',
          dataKey: 'customers',
          label: 'Customers',
          yAxisId: 'customers',
          valueFormatter: people,
        },
      ]}
      // preview-end
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="days" />
      <ChartsYAxis axisId="money" />
      <ChartsYAxis axisId="customers" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
