import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

const altitude = [0, 500, 1000, 1500, 2000, 2500, 3000];
// Boiling point of water with altitude, in °C.
const boilingPoint = [100, 98.3, 96.7, 95, 93.4, 91.8, 90.2];

export default function ComposedAxes() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'altitude', data: altitude, label: 'Altitude (m)', height: 45 }]}
      yAxis={[
        { id: 'celsius', label: '°C', position: 'left', min: 88, max: 101 },
        // Same domain in Fahrenheit: 88 °C = 190.4 °F and 101 °C = 213.8 °F.
        { id: 'fahrenheit', label: '°F', position: 'right', min: 190.4, max: 213.8 },
      ]}
      series={[{ type: 'line', data: boilingPoint, yAxisId: 'celsius' }]}
    >
      <ChartsGrid horizontal />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="altitude" />
      <ChartsYAxis axisId="celsius" />
      <ChartsYAxis axisId="fahrenheit" tickLabelStyle={{ fontStyle: 'italic' }} />
    </ChartContainer>
  );
}
