import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ShowMarkParams } from '@mui/x-charts/models';

type MarkShape = 'circle' | 'cross' | 'diamond' | 'square' | 'star' | 'triangle' | 'wye';
const shapes: MarkShape[] = ['circle', 'cross', 'diamond', 'square', 'star', 'triangle', 'wye'];

const days = Array.from({ length: 14 }, (_, index) => `Day ${index + 1}`);
// Steps walked per day over two weeks.
const steps = [6400, 8200, 7100, 10400, 5300, 12100, 9800, 7600, 8800, 11200, 6900, 9400, 13300, 8100];

const GOAL = 10000;

export default function StepCountMarks() {
  const [shape, setShape] = React.useState<MarkShape>('star');

  // Only the days that reached the goal get a mark.
  const showMark = ({ value }: ShowMarkParams) => value >= GOAL;

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="shape"
        value={shape}
        onChange={(event) => setShape(event.target.value as MarkShape)}
        sx={{ width: 160 }}
      >
        {shapes.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days, tickLabelInterval: (_v, i) => i % 2 === 0 }]}
        yAxis={[{ width: 56 }]}
        series={[
          {
            label: 'Steps',
            data: steps,
            shape,
            showMark,
            valueFormatter: (value) => (value === null ? '' : `${value.toLocaleString('en-US')} steps`),
          },
        ]}
      />
    </Stack>
  );
}
