import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { electricityUse, kwh } from './household';

export default function PaddingAndCorners() {
  const [paddingAngle, setPaddingAngle] = React.useState(3);
  const [cornerRadius, setCornerRadius] = React.useState(6);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <Box sx={{ flex: 1, maxWidth: 260 }}>
          <Typography id="pie-padding-angle" gutterBottom>
            paddingAngle: {paddingAngle}°
          </Typography>
          <Slider
            aria-labelledby="pie-padding-angle"
            value={paddingAngle}
            onChange={(_, value) => setPaddingAngle(value)}
            min={0}
            max={10}
            size="small"
          />
        </Box>
        <Box sx={{ flex: 1, maxWidth: 260 }}>
          <Typography id="pie-corner-radius" gutterBottom>
            cornerRadius: {cornerRadius} px
          </Typography>
          <Slider
            aria-labelledby="pie-corner-radius"
            value={cornerRadius}
            onChange={(_, value) => setCornerRadius(value)}
            min={0}
            max={20}
            size="small"
          />
        </Box>
      </Stack>
      <PieChart
        height={260}
        series={[
          {
            data: electricityUse,
            innerRadius: 55,
            outerRadius: 110,
            paddingAngle,
            cornerRadius,
            valueFormatter: kwh,
          },
        ]}
      />
    </Box>
  );
}
