import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CurveType } from '@mui/x-charts/models';
import { electricity } from './sales';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step', 'stepBefore', 'stepAfter'];

export default function CurveSparkLine() {
  const [curve, setCurve] = React.useState<CurveType>('natural');
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="sparkline-curve-label">curve</InputLabel>
        <Select
          labelId="sparkline-curve-label"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value)}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <SparkLineChart data={electricity} height={80} curve={curve} area />
    </Stack>
  );
}
