import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { days, formatDay, loaves } from './sales';

export default function AxisSparkLine() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary">
        Loaves sold, 2 to 15 March (hover for the date)
      </Typography>
      <SparkLineChart
        data={loaves}
        height={70}
        showHighlight
        showTooltip
        // preview-start
        // One object, not an array: the x values and how the tooltip prints them.
        xAxis={{ scaleType: 'time', data: days, valueFormatter: formatDay }}
        // Start the y-axis at zero so the line's height compares with zero, not with the lowest day.
        yAxis={{ min: 0 }}
        // preview-end
        valueFormatter={(value) => (value === null ? '' : `${value} loaves`)}
      />
    </Box>
  );
}
