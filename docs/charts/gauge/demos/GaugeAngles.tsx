import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Gauge } from '@mui/x-charts/Gauge';

const shapes = {
  full: { startAngle: 0, endAngle: 360 },
  half: { startAngle: -90, endAngle: 90 },
  dial: { startAngle: -120, endAngle: 120 },
  quarter: { startAngle: 0, endAngle: 90 },
} as const;

type Shape = keyof typeof shapes;

export default function GaugeAngles() {
  const [shape, setShape] = React.useState<Shape>('dial');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shape}
        onChange={(_, value: Shape | null) => value && setShape(value)}
        aria-label="Gauge angles"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="full">0° to 360°</ToggleButton>
        <ToggleButton value="half">-90° to 90°</ToggleButton>
        <ToggleButton value="dial">-120° to 120°</ToggleButton>
        <ToggleButton value="quarter">0° to 90°</ToggleButton>
      </ToggleButtonGroup>
      {/* Disk space used on a shared drive, in percent. */}
      <Gauge height={200} value={64} {...shapes[shape]} title="Disk space used" />
    </Box>
  );
}
