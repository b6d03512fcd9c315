import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Slider from '@mui/material/Slider';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const visitors = [12400, 15100, 17800, 14300];

// preview-start
function HeaderInMargin() {
  const { left, top } = useDrawingArea();
  // The text sits in the top margin, just above the drawing area.
  return (
    <text x={left} y={top - 10} fill="currentColor" fontSize={14} fontWeight={600}>
      Museum visitors per quarter, 2025
    </text>
  );
}
// preview-end

export default function MarginPlayground() {
  const [marginTop, setMarginTop] = React.useState(40);

  return (
    <Stack spacing={1}>
      <Box sx={{ width: 240, px: 1 }}>
        <Typography id="margin-top-label" variant="body2" dir="ltr">
          margin.top: {marginTop} px
        </Typography>
        <Slider
          aria-labelledby="margin-top-label"
          size="small"
          value={marginTop}
          min={0}
          max={80}
          step={5}
          onChange={(_, value) => setMarginTop(value)}
        />
      </Box>
      <BarChart
        height={300}
        // preview-start
        margin={{ top: marginTop, right: 20 }}
        // preview-end
        hideLegend
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 60 }]}
        series={[{ data: visitors, label: 'Visitors' }]}
        sx={{ color: 'text.primary' }}
      >
        <HeaderInMargin />
      </BarChart>
    </Stack>
  );
}
