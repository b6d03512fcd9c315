import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useChartGradientId, useChartGradientIdObjectBound } from '@mui/x-charts/hooks';

// Share of its fundraising goal each club has reached, in percent.
const clubs = ['Choir', 'Football', 'Library', 'Scouts', 'Theatre'];
const progress = [92, 47, 23, 68, 81];

type Units = 'userSpaceOnUse' | 'objectBoundingBox';

// preview-start
// The default bar fills itself with `color`; these bars use a gradient of the y-axis instead.
function UserSpaceBar({ x, y, width, height }: BarProps) {
  const gradientId = useChartGradientId('progress');
  return <rect x={x} y={y} width={width} height={height} fill={`url(#${gradientId})`} />;
}

function ObjectBoundBar({ x, y, width, height }: BarProps) {
  const gradientId = useChartGradientIdObjectBound('progress');
  return <rect x={x} y={y} width={width} height={height} fill={`url(#${gradientId})`} />;
}
// preview-end

export default function GradientUnits() {
  const [units, setUnits] = React.useState<Units>('userSpaceOnUse');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={units}
        onChange={(_event, value: Units | null) => value && setUnits(value)}
        aria-label="gradientUnits"
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="userSpaceOnUse">userSpaceOnUse</ToggleButton>
        <ToggleButton value="objectBoundingBox">objectBoundingBox</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: clubs }]}
        yAxis={[
          {
            id: 'progress',
            min: 0,
            max: 100,
            width: 50,
            label: 'Goal reached (%)',
            colorMap: { type: 'continuous', min: 0, max: 100, color: ['#c62828', '#2e7d32'] },
          },
        ]}
        series={[{ data: progress, valueFormatter: (value) => `${value} %` }]}
        slots={{ bar: units === 'userSpaceOnUse' ? UserSpaceBar : ObjectBoundBar }}
      />
    </Stack>
  );
}
