import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { coffees, scoreFormatter, tasteNotes } from './coffee';

export default function RotateMetrics() {
  const [startAngle, setStartAngle] = React.useState(30);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="radar-start-angle" gutterBottom>
          radar.startAngle: {startAngle}°
        </Typography>
        <Slider
          aria-labelledby="radar-start-angle"
          value={startAngle}
          onChange={(_, value) => setStartAngle(value)}
          min={-180}
          max={180}
          step={15}
          size="small"
        />
      </Box>
      <RadarChart
        height={300}
        radar={{ max: 10, metrics: tasteNotes, startAngle }}
        series={coffees.slice(0, 2).map((coffee) => ({
          ...coffee,
          valueFormatter: scoreFormatter,
        }))}
      />
    </Box>
  );
}
