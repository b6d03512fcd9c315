import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Newsletter subscribers at the end of each month.
const subscribers = [820, 860, 905, 940, 1010, 1075, 1090, 1150, 1240, 1310, 1385, 1460];

export default function TinySubscribersLine() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" color="text.secondary">
        Newsletter subscribers
      </Typography>
      <Typography variant="h5" component="p">
        1,460
      </Typography>
      <LineChart
        height={100}
        margin={{ top: 8, bottom: 8, left: 4, right: 4 }}
        hideLegend
        xAxis={[{ scaleType: 'point', data: months, position: 'none' }]}
        yAxis={[{ position: 'none', min: 700 }]}
        series={[
          {
            label: 'Subscribers',
            data: subscribers,
            showMark: false,
            area: true,
            baseline: 'min',
          },
        ]}
      />
    </Box>
  );
}
