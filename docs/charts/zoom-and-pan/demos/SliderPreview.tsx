import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Slider from '@mui/material/Slider';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, temperatures, formatDay, celsius } from './temperatures';

export default function SliderPreview() {
  const [preview, setPreview] = React.useState(true);
  const [size, setSize] = React.useState(48);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={preview} onChange={(event) => setPreview(event.target.checked)} />}
          label="Preview"
        />
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="slider-size-label" variant="body2">
            Reserved size: {size} px
          </Typography>
          <Slider
            aria-labelledby="slider-size-label"
            value={size}
            min={28}
            max={80}
            step={4}
            onChange={(_, value) => setSize(value)}
            size="small"
          />
        </Box>
      </Stack>
      <LineChartPro
        height={320}
        initialZoom={[{ axisId: 'days', start: 40, end: 70 }]}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            valueFormatter: formatDay,
            // preview-start
            zoom: { slider: { enabled: true, preview, size } },
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[{ data: temperatures, label: 'Daily mean', showMark: false, valueFormatter: celsius }]}
      />
    </Stack>
  );
}
