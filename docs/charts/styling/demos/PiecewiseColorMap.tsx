import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, solarBalance, formatKwh } from './energy';

export default function PiecewiseColorMap() {
  const [threshold, setThreshold] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 280, px: 1 }}>
        <Typography id="solar-threshold" variant="body2">
          Threshold: {threshold} kWh
        </Typography>
        <Slider
          size="small"
          min={-100}
          max={150}
          step={10}
          value={threshold}
          onChange={(_, value) => setThreshold(value)}
          aria-labelledby="solar-threshold"
        />
      </Box>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            label: 'Solar balance (kWh)',
            width: 55,
            // preview-start
            colorMap: {
              type: 'piecewise',
              thresholds: [threshold],
              colors: ['#c62828', '#2e7d32'],
            },
            // preview-end
          },
        ]}
        series={[{ label: 'Exported minus imported', data: solarBalance, valueFormatter: formatKwh }]}
        hideLegend
      />
    </Stack>
  );
}
