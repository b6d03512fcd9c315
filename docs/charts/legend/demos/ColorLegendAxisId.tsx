import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { months, highs, rainfall, formatCelsius, formatMillimetres } from './madrid';

type AxisId = 'rain' | 'temperature';

export default function ColorLegendAxisId() {
  const [axisId, setAxisId] = React.useState<AxisId>('rain');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={axisId}
        onChange={(_, value: AxisId | null) => value && setAxisId(value)}
        aria-label="Axis shown in the legend"
      >
        <ToggleButton value="rain">rain</ToggleButton>
        <ToggleButton value="temperature">temperature</ToggleButton>
      </ToggleButtonGroup>
      <ChartDataProvider
        height={280}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            id: 'rain',
            width: 40,
            colorMap: {
              type: 'piecewise',
              thresholds: [20, 45],
              colors: ['#ffb74d', '#4db6ac', '#1e88e5'],
            },
          },
          {
            id: 'temperature',
            position: 'right',
            width: 40,
            colorMap: {
              type: 'piecewise',
              thresholds: [15, 25],
              colors: ['#0288d1', '#7cb342', '#e64a19'],
            },
          },
        ]}
        series={[
          {
            type: 'bar',
            label: 'Rainfall',
            yAxisId: 'rain',
            data: rainfall,
            valueFormatter: formatMillimetres,
          },
          {
            type: 'line',
            label: 'Average high',
            yAxisId: 'temperature',
            data: highs,
            valueFormatter: formatCelsius,
          },
        ]}
      >
        {/* preview-start */}
        <PiecewiseColorLegend axisDirection="y" axisId={axisId} />
        {/* preview-end */}
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="rain" label="Rainfall (mm)" />
          <ChartsYAxis axisId="temperature" label="High (°C)" />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Stack>
  );
}
