import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Slider from '@mui/material/Slider';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, temperatures, formatDay, celsius } from './temperatures';

export default function SpanLimits() {
  const [span, setSpan] = React.useState<[number, number]>([10, 50]);
  const [minSpan, maxSpan] = span;

  return (
    <Stack spacing={1}>
      <Box sx={{ width: 280, maxWidth: '100%', px: 1 }}>
        <Typography id="span-limits-label" variant="body2" dir="ltr">
          minSpan {minSpan}%, maxSpan {maxSpan}%
        </Typography>
        <Slider
          aria-labelledby="span-limits-label"
          getAriaLabel={(index) => (index === 0 ? 'minSpan' : 'maxSpan')}
          value={span}
          min={5}
          max={100}
          step={5}
          disableSwap
          onChange={(_, value) => setSpan(value as [number, number])}
          size="small"
        />
      </Box>
      <LineChartPro
        height={300}
        initialZoom={[{ axisId: 'days', start: 0, end: 30 }]}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            valueFormatter: formatDay,
            // preview-start
            zoom: { minSpan, maxSpan, slider: { enabled: true } },
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[{ data: temperatures, label: 'Daily mean', showMark: false, valueFormatter: celsius }]}
      />
    </Stack>
  );
}
