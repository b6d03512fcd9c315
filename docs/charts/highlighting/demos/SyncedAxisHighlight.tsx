import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';
import { months, rainfall, temperature } from './cafe';

export default function SyncedAxisHighlight() {
  // preview-start
  // Both charts use an x-axis with the id 'months', so one state drives both.
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);
  // preview-end
  const index = highlightedAxis[0]?.dataIndex;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" dir="ltr">
        {index === undefined
          ? 'Hover either chart.'
          : `${months[index]}: ${temperature[index]} °C, ${rainfall[index]} mm`}
      </Typography>
      <LineChart
        height={180}
        xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
        yAxis={[{ width: 50 }]}
        series={[{ label: 'Temperature (°C)', data: temperature }]}
        // preview-start
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
        // preview-end
      />
      <BarChart
        height={180}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ width: 50 }]}
        series={[{ label: 'Rainfall (mm)', data: rainfall, color: '#4a8fd4' }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Box>
  );
}
