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
import { electricityUse, kwh, totalKwh } from './household';

type LabelChoice = 'value' | 'formattedValue' | 'label' | 'percent';

// preview-start
const arcLabels: Record<LabelChoice, NonNullable<PieSeries['arcLabel']>> = {
  value: 'value',
  formattedValue: 'formattedValue',
  label: 'label',
  percent: (item) => `${Math.round((item.value / totalKwh) * 100)}%`,
};
// preview-end

export default function ArcLabels() {
  const [choice, setChoice] = React.useState<LabelChoice>('percent');
  const [minAngle, setMinAngle] = React.useState(20);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="arc-label-choice">arcLabel</InputLabel>
          <Select
            labelId="arc-label-choice"
            label="arcLabel"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <MenuItem value="value">'value'</MenuItem>
            <MenuItem value="formattedValue">'formattedValue'</MenuItem>
            <MenuItem value="label">'label'</MenuItem>
            <MenuItem value="percent">a function (percent)</MenuItem>
          </Select>
        </FormControl>
        <Box sx={{ flex: 1, maxWidth: 260 }}>
          <Typography id="arc-label-min-angle" gutterBottom>
            arcLabelMinAngle: {minAngle}°
          </Typography>
          <Slider
            aria-labelledby="arc-label-min-angle"
            value={minAngle}
            onChange={(_, value) => setMinAngle(value)}
            min={0}
            max={90}
            size="small"
          />
        </Box>
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            data: electricityUse,
            innerRadius: 40,
            outerRadius: 125,
            arcLabel: arcLabels[choice],
            arcLabelMinAngle: minAngle,
            arcLabelRadius: '70%',
            valueFormatter: kwh,
          },
        ]}
      />
    </Box>
  );
}
