import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h', '0h'];
// Listeners of a music streaming service by genre (thousands), over a day.
const pop = [12, 30, 26, 34, 31, 38, 52, 61, 48, 20];
const podcasts = [18, 46, 35, 22, 20, 24, 38, 20, 12, 6];
const jazz = [4, 6, 8, 9, 8, 9, 14, 22, 26, 14];
const electronic = [3, 5, 7, 10, 12, 15, 21, 34, 45, 38];

type Offset = Extract<StackOffsetType, 'none' | 'silhouette' | 'wiggle'>;

export default function ListeningStreamgraph() {
  const [offset, setOffset] = React.useState<Offset>('wiggle');

  const common = {
    stack: 'genre',
    area: true,
    showMark: false,
    stackOffset: offset,
    stackOrder: 'insideOut',
    valueFormatter: (v: number | null) => (v === null ? '' : `${v}k listeners`),
  } as const;

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        onChange={(_event, value: Offset | null) => value && setOffset(value)}
        aria-label="stackOffset"
      >
        <ToggleButton value="wiggle">wiggle</ToggleButton>
        <ToggleButton value="silhouette">silhouette</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ position: 'none' }]}
        series={[
          { ...common, label: 'Pop', data: pop },
          { ...common, label: 'Podcasts', data: podcasts },
          { ...common, label: 'Jazz', data: jazz },
          { ...common, label: 'Electronic', data: electronic },
        ]}
      />
    </Stack>
  );
}
