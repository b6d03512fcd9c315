import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Brunches served by a café over one week.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const brunches = [34, 29, 31, 38, 45, 112, 126];

export default function OrdinalColors() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // preview-start
          colorMap: {
            type: 'ordinal',
            values: ['Sat', 'Sun'],
            colors: ['#8e24aa', '#8e24aa'],
            unknownColor: '#90a4ae',
          },
          // preview-end
        },
      ]}
      yAxis={[{ label: 'Brunches served', width: 50 }]}
      series={[{ data: brunches }]}
    />
  );
}
