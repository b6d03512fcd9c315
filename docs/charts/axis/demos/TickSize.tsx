import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const floors = ['Ground', '1st', '2nd', '3rd', '4th'];
const desksBooked = [18, 25, 22, 30, 12];

export default function TickSize() {
  const [tickSize, setTickSize] = React.useState(6);
  const [disableLine, setDisableLine] = React.useState(false);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="tick-size-label">tickSize: {tickSize}px</Typography>
          <Slider
            aria-labelledby="tick-size-label"
            value={tickSize}
            onChange={(_event, value) => setTickSize(value)}
            min={0}
            max={16}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />}
          label="disableLine"
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: floors, tickSize, disableLine, height: 40 }]}
        yAxis={[{ tickSize, disableLine, width: 50 }]}
        series={[{ data: desksBooked, label: 'Desks booked' }]}
      />
    </Box>
  );
}
