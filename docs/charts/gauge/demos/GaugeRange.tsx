import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// A living-room thermostat that goes from 12 °C to 28 °C.
const valueMin = 12;
const valueMax = 28;

export default function GaugeRange() {
  const [temperature, setTemperature] = React.useState(21);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="thermostat-value" gutterBottom>
          value: {temperature} °C
        </Typography>
        <Slider
          aria-labelledby="thermostat-value"
          value={temperature}
          onChange={(_, value) => setTemperature(value)}
          min={valueMin}
          max={valueMax}
          step={0.5}
          size="small"
        />
      </Box>
      <Gauge
        height={200}
        value={temperature}
        valueMin={valueMin}
        valueMax={valueMax}
        startAngle={-110}
        endAngle={110}
        cornerRadius="50%"
        text={({ value }) => `${value} °C`}
        aria-valuetext={`${temperature} °C`}
        title="Living room thermostat"
      />
    </Box>
  );
}
