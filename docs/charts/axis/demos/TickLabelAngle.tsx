import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Anchor = 'start' | 'middle' | 'end';

const countries = ['Netherlands', 'Switzerland', 'United Kingdom', 'Portugal', 'Czechia', 'Austria'];
// Share of trips made by train, in percent (illustrative figures).
const trainShare = [11, 19, 9, 5, 8, 13];

export default function TickLabelAngle() {
  const [angle, setAngle] = React.useState(-40);
  const [textAnchor, setTextAnchor] = React.useState<Anchor>('end');

  return (
    <Box sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="tick-angle-label">angle: {angle}°</Typography>
          <Slider
            aria-labelledby="tick-angle-label"
            value={angle}
            onChange={(_event, value) => setAngle(value)}
            min={-90}
            max={90}
            step={5}
          />
        </Box>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="text-anchor-label">textAnchor</InputLabel>
          <Select
            labelId="text-anchor-label"
            label="textAnchor"
            value={textAnchor}
            onChange={(event) => setTextAnchor(event.target.value)}
          >
            <MenuItem value="start">start</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="end">end</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={320}
        xAxis={[
          {
            scaleType: 'band',
            data: countries,
            height: 90,
            tickLabelStyle: { angle, textAnchor, fontSize: 12 },
          },
        ]}
        series={[{ data: trainShare, label: 'Trips by train (%)' }]}
      />
    </Box>
  );
}
