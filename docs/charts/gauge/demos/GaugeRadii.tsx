import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeRadii() {
  const [innerRadius, setInnerRadius] = React.useState(75);
  const [cornerRadius, setCornerRadius] = React.useState(50);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <Box sx={{ flex: 1, maxWidth: 260 }}>
          <Typography id="gauge-inner-radius" gutterBottom>
            innerRadius: '{innerRadius}%'
          </Typography>
          <Slider
            aria-labelledby="gauge-inner-radius"
            value={innerRadius}
            onChange={(_, value) => setInnerRadius(value)}
            min={0}
            max={95}
            step={5}
            size="small"
          />
        </Box>
        <Box sx={{ flex: 1, maxWidth: 260 }}>
          <Typography id="gauge-corner-radius" gutterBottom>
            cornerRadius: '{cornerRadius}%'
          </Typography>
          <Slider
            aria-labelledby="gauge-corner-radius"
            value={cornerRadius}
            onChange={(_, value) => setCornerRadius(value)}
            min={0}
            max={50}
            step={5}
            size="small"
          />
        </Box>
      </Stack>
      {/* Share of this month's water budget already used. */}
      <Gauge
        height={200}
        value={58}
        startAngle={-110}
        endAngle={110}
        innerRadius={`${innerRadius}%`}
        outerRadius="100%"
        cornerRadius={`${cornerRadius}%`}
        title="Water budget used"
      />
    </Box>
  );
}
