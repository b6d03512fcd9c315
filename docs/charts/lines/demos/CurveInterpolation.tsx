import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
];

// Visitors counted at a museum entrance, by hour.
const hours = ['9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h'];
const visitors = [40, 95, 160, 120, 85, 150, 175, 110, 30];

export default function CurveInterpolation() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 200 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ label: 'Visitors' }]}
        series={[{ label: 'Visitors', data: visitors, curve }]}
      />
    </Stack>
  );
}
