import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const departments = ['Customer support', 'Engineering', 'Finance and legal', 'Marketing', 'Sales'];
const headcount = [24, 58, 11, 17, 32];

export default function AxisSize() {
  const [width, setWidth] = React.useState(70);
  const [margin, setMargin] = React.useState(20);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="axis-width-label">y-axis width: {width}px</Typography>
          <Slider
            aria-labelledby="axis-width-label"
            value={width}
            onChange={(_event, value) => setWidth(value)}
            min={30}
            max={160}
          />
        </Box>
        <Box sx={{ width: 220, px: 1 }}>
          <Typography id="chart-margin-label">margin: {margin}px</Typography>
          <Slider
            aria-labelledby="chart-margin-label"
            value={margin}
            onChange={(_event, value) => setMargin(value)}
            min={0}
            max={60}
          />
        </Box>
      </Stack>
      <BarChart
        height={300}
        layout="horizontal"
        margin={margin}
        yAxis={[{ scaleType: 'band', data: departments, width }]}
        series={[{ data: headcount, label: 'Employees' }]}
      />
    </Box>
  );
}
