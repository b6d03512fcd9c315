import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Visitors on a web shop per hour of one day.
const visitors = [
  12, 8, 5, 4, 4, 7, 18, 45, 80, 96, 104, 118, 132, 121, 110, 105, 112, 128, 150, 171, 163, 120, 70, 31,
];

export default function ClipToDrawingArea() {
  const [clip, setClip] = React.useState(true);
  const clipPathId = React.useId();

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip the plots to the drawing area"
      />
      <ChartContainer
        height={280}
        // The axes are fixed to shop hours (8:00 to 18:00, up to 140 visitors),
        // so part of the data falls outside the drawing area.
        xAxis={[
          {
            id: 'hours',
            data: hours,
            min: 8,
            max: 18,
            valueFormatter: (hour: number) => `${hour}:00`,
          },
        ]}
        yAxis={[{ id: 'visitors', min: 0, max: 140, width: 50 }]}
        series={[{ type: 'line', data: visitors, area: true, label: 'Visitors' }]}
      >
        {/* preview-start */}
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <AreaPlot />
          <LinePlot />
        </g>
        <ChartsClipPath id={clipPathId} />
        {/* preview-end */}
        <ChartsReferenceLine y={140} label="Staffing limit" lineStyle={{ strokeDasharray: '4 4' }} />
        <ChartsXAxis axisId="hours" label="Hour of the day" />
        <ChartsYAxis axisId="visitors" />
      </ChartContainer>
    </Stack>
  );
}
