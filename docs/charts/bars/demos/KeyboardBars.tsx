import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Cups sold by a café, per weekday.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function KeyboardBars() {
  return (
    <BarChart
      height={300}
      // preview-start
      enableKeyboardNavigation
      title="Cups sold per weekday, coffee and tea"
      // preview-end
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ label: 'Cups sold', width: 50 }]}
      series={[
        { data: [148, 132, 156, 161, 189], label: 'Coffee' },
        { data: [62, 71, 58, 66, 80], label: 'Tea' },
      ]}
    />
  );
}
