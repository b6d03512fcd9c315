import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart, type PieSeries } from '@mui/x-charts/PieChart';

// How a household's monthly budget of 2,400 € is spent.
const budget = [
  { id: 'housing', label: 'Housing', value: 980 },
  { id: 'food', label: 'Food', value: 520 },
  { id: 'transport', label: 'Transport', value: 310 },
  { id: 'savings', label: 'Savings', value: 300 },
  { id: 'leisure', label: 'Leisure', value: 210 },
  { id: 'phone', label: 'Phone', value: 45 },
  { id: 'other', label: 'Other', value: 35 },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

type Mode = 'value' | 'formattedValue' | 'label' | 'function';

// preview-start
const percentLabel = (item: { value: number }) => `${Math.round((item.value / total) * 100)} %`;
// preview-end

export default function ArcLabels() {
  const [mode, setMode] = React.useState<Mode>('function');
  const [minAngle, setMinAngle] = React.useState(20);

  const series: PieSeries = {
    data: budget,
    arcLabel: mode === 'function' ? percentLabel : mode,
    arcLabelMinAngle: minAngle,
    innerRadius: 40,
    valueFormatter: (item) => `${item.value} €`,
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ width: 200 }}>
          <InputLabel id="arc-label-mode">arcLabel</InputLabel>
          <Select
            labelId="arc-label-mode"
            label="arcLabel"
            value={mode}
            onChange={(event) => setMode(event.target.value)}
          >
            <MenuItem value="value">&apos;value&apos;</MenuItem>
            <MenuItem value="formattedValue">&apos;formattedValue&apos;</MenuItem>
            <MenuItem value="label">&apos;label&apos;</MenuItem>
            <MenuItem value="function">a function (percent)</MenuItem>
          </Select>
        </FormControl>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="arc-label-min-angle" variant="caption">
            arcLabelMinAngle: {minAngle}°
          </Typography>
          <Slider
            size="small"
            min={0}
            max={60}
            step={5}
            value={minAngle}
            onChange={(_event, value) => setMinAngle(value)}
            aria-labelledby="arc-label-min-angle"
          />
        </Box>
      </Stack>
      <PieChart height={280} series={[series]} />
    </Stack>
  );
}
