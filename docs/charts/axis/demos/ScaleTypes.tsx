import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type ValueScale = 'linear' | 'log' | 'sqrt' | 'pow';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
// Monthly active users of a small app: it grows roughly tenfold every two years.
const activeUsers = [120, 410, 1300, 3900, 12500, 41000, 118000, 390000];

export default function ScaleTypes() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('log');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: ValueScale | null) => value && setScaleType(value)}
        aria-label="Scale type of the y-axis"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
        <ToggleButton value="pow">pow</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ scaleType, width: 60 }]}
        series={[{ data: activeUsers, label: 'Monthly active users' }]}
      />
    </Stack>
  );
}
