import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { months, highs, rainfall } from './madrid';

// One point per month: rainfall against the average high, coloured by the high.
const points = months.map((month, index) => ({
  id: month,
  x: rainfall[index] ?? 0,
  y: highs[index] ?? 0,
  z: highs[index] ?? 0,
}));

export default function ContinuousLegendSize() {
  const [thickness, setThickness] = React.useState(12);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 260, px: 1 }}>
        <Typography id="legend-thickness" variant="body2">
          thickness: {thickness}px
        </Typography>
        <Slider
          size="small"
          min={4}
          max={24}
          value={thickness}
          onChange={(_, value) => setThickness(value)}
          aria-labelledby="legend-thickness"
        />
      </Box>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Rainfall (mm)' }]}
        yAxis={[{ label: 'Average high (°C)', width: 50 }]}
        // preview-start
        zAxis={[{ colorMap: { type: 'continuous', min: 5, max: 35, color: ['#4fc3f7', '#d84315'] } }]}
        series={[
          {
            label: 'Month',
            data: points,
            valueFormatter: (p) => (p ? `${p.id}: ${p.x} mm, ${p.y} °C` : ''),
          },
        ]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
            thickness,
            minLabel: ({ formattedValue }) => `${formattedValue} °C`,
            maxLabel: ({ formattedValue }) => `${formattedValue} °C`,
            sx: { height: 200 },
          },
        }}
        // preview-end
      />
    </Stack>
  );
}
