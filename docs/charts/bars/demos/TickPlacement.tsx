import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

// Visitors to a museum per opening hour.
const hours = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const visitors = [84, 131, 162, 149, 175, 158, 97];

type TickPlacementValue = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacementValue = 'middle' | 'tick';

export default function TickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacementValue>('start');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacementValue>('tick');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
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
        height={280}
        // preview-start
        xAxis={[{ scaleType: 'band', data: hours, tickPlacement, tickLabelPlacement, label: 'Hour starting at' }]}
        // preview-end
        yAxis={[{ label: 'Visitors', width: 50 }]}
        series={[{ data: visitors }]}
      />
    </Stack>
  );
}
