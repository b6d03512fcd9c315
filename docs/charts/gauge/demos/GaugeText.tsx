import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { Gauge, type GaugeFormatterParams } from '@mui/x-charts/Gauge';

// Tasks of a sprint that the team has closed.
type TextChoice = 'default' | 'fraction' | 'percent' | 'hidden';

// preview-start
const formatters: Record<TextChoice, (params: GaugeFormatterParams) => string | null> = {
  default: ({ value }) => (value === null ? null : value.toLocaleString()),
  fraction: ({ value, valueMax }) => `${value} / ${valueMax}`,
  percent: ({ value, valueMin, valueMax }) =>
    value === null ? null : `${Math.round(((value - valueMin) / (valueMax - valueMin)) * 100)}%`,
  hidden: () => null,
};
// preview-end

export default function GaugeText() {
  const [choice, setChoice] = React.useState<TextChoice>('fraction');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="gauge-text-choice">text</InputLabel>
        <Select
          labelId="gauge-text-choice"
          label="text"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <MenuItem value="default">default (the value)</MenuItem>
          <MenuItem value="fraction">value / valueMax</MenuItem>
          <MenuItem value="percent">percent of the range</MenuItem>
          <MenuItem value="hidden">null (no text)</MenuItem>
        </Select>
      </FormControl>
      <Gauge
        height={200}
        value={17}
        valueMax={24}
        startAngle={-110}
        endAngle={110}
        text={formatters[choice]}
        sx={{ fontSize: 28 }}
        title="Sprint tasks closed"
      />
    </Box>
  );
}
