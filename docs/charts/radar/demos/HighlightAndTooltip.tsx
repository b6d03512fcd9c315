import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

type Highlight = 'axis' | 'series' | 'none';
type Trigger = 'axis' | 'item' | 'none';

export default function HighlightAndTooltip() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [trigger, setTrigger] = React.useState<Trigger>('item');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <Stack spacing={0.5}>
          <Typography variant="caption" id="radar-highlight">
            highlight
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={highlight}
            onChange={(_, value: Highlight | null) => value && setHighlight(value)}
            aria-labelledby="radar-highlight"
          >
            <ToggleButton value="axis">axis</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="caption" id="radar-tooltip-trigger">
            tooltip trigger
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={trigger}
            onChange={(_, value: Trigger | null) => value && setTrigger(value)}
            aria-labelledby="radar-tooltip-trigger"
          >
            <ToggleButton value="axis">axis</ToggleButton>
            <ToggleButton value="item">item</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <RadarChart
        height={300}
        // preview-start
        highlight={highlight}
        slotProps={{ tooltip: { trigger } }}
        // preview-end
        radar={{ max: 10, metrics: tasteNotes }}
        series={coffees.map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
          fillArea: true,
        }))}
      />
    </Box>
  );
}
