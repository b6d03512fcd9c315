import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

// preview-start
function Needle() {
  const { valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // useGaugeState gives radians; SVG rotate() takes degrees, clockwise from the needle's rest
  // position, which here points straight up like the gauge's angle 0.
  const degrees = (valueAngle * 180) / Math.PI;
  const reach = innerRadius + (outerRadius - innerRadius) / 2;
  return (
    <g transform={`rotate(${degrees} ${cx} ${cy})`}>
      <polygon points={`${cx - 5},${cy} ${cx + 5},${cy} ${cx},${cy - reach}`} fill="currentColor" />
      <circle cx={cx} cy={cy} r={8} fill="currentColor" />
    </g>
  );
}
// preview-end

// A car's speed in km/h.
export default function GaugeWithNeedle() {
  const [speed, setSpeed] = React.useState(90);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="speed-value" gutterBottom>
          Speed: {speed} km/h
        </Typography>
        <Slider
          aria-labelledby="speed-value"
          value={speed}
          onChange={(_, value) => setSpeed(value)}
          min={0}
          max={180}
          step={5}
          size="small"
        />
      </Box>
      <Box sx={{ color: 'text.primary' }}>
        <GaugeContainer height={200} value={speed} valueMax={180} startAngle={-120} endAngle={120} title="Speed">
          <GaugeReferenceArc />
          <GaugeValueArc />
          <Needle />
        </GaugeContainer>
      </Box>
    </Box>
  );
}
