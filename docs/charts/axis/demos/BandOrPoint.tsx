import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
const storyPoints = [21, 25, 18, 30, 27, 32];

export default function BandOrPoint() {
  const [scaleType, setScaleType] = React.useState<'band' | 'point'>('band');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: 'band' | 'point' | null) => value && setScaleType(value)}
        aria-label="Scale type of the x-axis"
      >
        <ToggleButton value="band">band</ToggleButton>
        <ToggleButton value="point">point</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        grid={{ vertical: true }}
        xAxis={[{ scaleType, data: weeks }]}
        series={[{ data: storyPoints, label: 'Story points completed' }]}
      />
    </Stack>
  );
}
