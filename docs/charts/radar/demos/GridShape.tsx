import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

type Shape = 'sharp' | 'circular';

export default function GridShape() {
  const [shape, setShape] = React.useState<Shape>('circular');
  const [divisions, setDivisions] = React.useState(5);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_, value: Shape | null) => value && setShape(value)}
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1, maxWidth: 240 }}>
          <Typography id="radar-divisions" gutterBottom>
            divisions: {divisions}
          </Typography>
          <Slider
            aria-labelledby="radar-divisions"
            value={divisions}
            onChange={(_, value) => setDivisions(value)}
            min={1}
            max={10}
            marks
            size="small"
          />
        </Box>
      </Stack>
      <RadarChart
        height={300}
        shape={shape}
        divisions={divisions}
        radar={{ max: 10, metrics: tasteNotes }}
        series={coffees.slice(0, 2).map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
        }))}
      />
    </Box>
  );
}
