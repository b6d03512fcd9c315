import * as React from 'react';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useXScale, useDrawingArea } from '@mui/x-charts/hooks';

// A café's takings over two weeks (€).
const days = [
  'Mon 3',
  'Tue 4',
  'Wed 5',
  'Thu 6',
  'Fri 7',
  'Sat 8',
  'Sun 9',
  'Mon 10',
  'Tue 11',
  'Wed 12',
  'Thu 13',
  'Fri 14',
  'Sat 15',
  'Sun 16',
];
const takings = [820, 760, 910, 980, 1240, 1580, 1310, 790, 805, 870, 1010, 1195, 1620, 1350];
const euros = (value: number | null) => (value === null ? '' : `€${value}`);

// preview-start
function WeekendShading() {
  const xScale = useXScale<'band'>();
  const { top, height } = useDrawingArea();
  const step = xScale.step(); // the width of one category, bar and gap included
  const padding = (step - xScale.bandwidth()) / 2;

  return (
    <g>
      {days
        .filter((day) => day.startsWith('Sat') || day.startsWith('Sun'))
        .map((day) => (
          <rect
            key={day}
            x={(xScale(day) ?? 0) - padding}
            y={top}
            width={step}
            height={height}
            fill="currentColor"
            opacity={0.08}
          />
        ))}
    </g>
  );
}
// preview-end

export default function WeekendBands() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'days', scaleType: 'band', data: days }]}
      yAxis={[{ id: 'takings', width: 60 }]}
      series={[{ type: 'bar', data: takings, label: 'Takings', valueFormatter: euros }]}
      sx={{ color: 'text.primary' }}
    >
      {/* Drawn first, so the bars are painted over it. */}
      <WeekendShading />
      <BarPlot />
      <ChartsXAxis axisId="days" tickLabelStyle={{ fontSize: 11 }} />
      <ChartsYAxis axisId="takings" label="Takings (€)" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
