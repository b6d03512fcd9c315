import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { loaves } from './sales';

export default function BasicSparkLine() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" color="text.secondary">
        Loaves sold, last 14 days
      </Typography>
      <SparkLineChart data={loaves} height={60} />
    </Box>
  );
}
