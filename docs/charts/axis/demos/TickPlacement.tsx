import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacementValue = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacementValue = 'middle' | 'tick';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const revenue = [42, 51, 47, 63];

export default function TickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacementValue>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacementValue>('middle');

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="tick-placement-label">tickPlacement</InputLabel>
          <Select
            labelId="tick-placement-label"
            label="tickPlacement"
            value={tickPlacement}
            onChange={(event) => setTickPlacement(event.target.value)}
          >
            <MenuItem value="start">start</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="end">end</MenuItem>
            <MenuItem value="extremities">extremities</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="tick-label-placement-label">tickLabelPlacement</InputLabel>
          <Select
            labelId="tick-label-placement-label"
            label="tickLabelPlacement"
            value={tickLabelPlacement}
            onChange={(event) => setTickLabelPlacement(event.target.value)}
          >
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="tick">tick</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters, tickPlacement, tickLabelPlacement }]}
        series={[{ data: revenue, label: 'Revenue (k€)' }]}
      />
    </Stack>
  );
}
