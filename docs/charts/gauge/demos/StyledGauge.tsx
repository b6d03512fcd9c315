import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Air quality index of a city: green when good, orange when moderate, red when poor.
function colorFor(aqi: number) {
  if (aqi <= 50) {
    return '#2e7d32';
  }
  if (aqi <= 100) {
    return '#ed6c02';
  }
  return '#d32f2f';
}

export default function StyledGauge() {
  const [aqi, setAqi] = React.useState(42);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="air-quality-index" gutterBottom>
          Air quality index: {aqi}
        </Typography>
        <Slider
          aria-labelledby="air-quality-index"
          value={aqi}
          onChange={(_, value) => setAqi(value)}
          min={0}
          max={150}
          size="small"
        />
      </Box>
      <Gauge
        height={200}
        value={aqi}
        valueMax={150}
        startAngle={-110}
        endAngle={110}
        innerRadius="70%"
        title="Air quality index"
        // preview-start
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(aqi) },
          [`& .${gaugeClasses.referenceArc}`]: {
            fill: 'transparent',
            stroke: 'currentColor',
            strokeOpacity: 0.3,
            strokeDasharray: '4 4',
          },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 36, fontWeight: 'bold' },
        }}
        // preview-end
      />
    </Box>
  );
}
