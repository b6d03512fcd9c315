import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// A runner's 5 km times, logged on irregular dates (minutes).
const runDates = [
  new Date(2026, 0, 4),
  new Date(2026, 0, 6),
  new Date(2026, 0, 11),
  new Date(2026, 1, 2),
  new Date(2026, 1, 5),
  new Date(2026, 2, 15),
  new Date(2026, 2, 18),
  new Date(2026, 2, 22),
];
const minutes = [29.4, 29.1, 28.6, 29.8, 29.0, 27.9, 27.6, 27.2];

const shortDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function RunTimesScaleType() {
  const [scaleType, setScaleType] = React.useState<'point' | 'time'>('time');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: 'point' | 'time' | null) => value && setScaleType(value)}
        aria-label="x-axis scale type"
      >
        <ToggleButton value="time">time</ToggleButton>
        <ToggleButton value="point">point</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType,
            data: runDates,
            valueFormatter: shortDate,
          },
        ]}
        yAxis={[{ label: 'Minutes for 5 km' }]}
        series={[
          {
            label: '5 km time',
            data: minutes,
            valueFormatter: (value) => (value === null ? '' : `${value} min`),
          },
        ]}
      />
    </Stack>
  );
}
