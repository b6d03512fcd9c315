import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Visitors of a public library in one week; on Mondays it opens in the afternoon only.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visitors = [150, 310, 295, 340, 380, 520, 460];

export default function OrdinalColorMap() {
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
            colors: ['#6a1b9a', '#8e24aa'],
            unknownColor: '#90a4ae',
          },
          // preview-end
        },
      ]}
      yAxis={[{ label: 'Visitors', width: 50 }]}
      series={[{ label: 'Visitors', data: visitors, valueFormatter: (v) => `${v} visitors` }]}
      hideLegend
    />
  );
}
