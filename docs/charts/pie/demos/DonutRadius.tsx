import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { electricityUse, kwh } from './household';

export default function DonutRadius() {
  const [innerRadius, setInnerRadius] = React.useState(60);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="donut-inner-radius" gutterBottom>
          innerRadius: {innerRadius} px
        </Typography>
        <Slider
          aria-labelledby="donut-inner-radius"
          value={innerRadius}
          onChange={(_, value) => setInnerRadius(value)}
          min={0}
          max={100}
          step={5}
          size="small"
        />
      </Box>
      <PieChart
        height={260}
        series={[
          {
            data: electricityUse,
            innerRadius,
            outerRadius: 110,
            valueFormatter: kwh,
          },
        ]}
      />
    </Box>
  );
}
