import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { electricityKwh, kwh, months } from './energy';

// The household's target for each month, 10 % under last year's use.
const target = [380, 350, 310, 265, 225, 205, 215, 220, 240, 280, 325, 365];

export default function ComposedBarPlot() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[{ id: 'kwh', label: 'Electricity (kWh)', width: 60 }]}
      series={[
        { type: 'bar', id: 'used', label: 'Used', data: electricityKwh, valueFormatter: kwh },
        { type: 'line', id: 'target', label: 'Target', data: target, valueFormatter: kwh },
      ]}
    >
      {/* preview-start */}
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
      {/* preview-end */}
    </ChartContainer>
  );
}
