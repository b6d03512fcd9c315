import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 52 }, (_, i) => i + 1);
// Daylight hours at 50° north, week by week (a smooth formula).
const daylight = weeks.map((week) => Number((12.2 - 4.1 * Math.cos((2 * Math.PI * (week + 1.5)) / 52)).toFixed(1)));

export default function SeasonGradientLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, label: 'Week of the year', domainLimit: 'strict' }]}
      yAxis={[
        {
          label: 'Hours of daylight',
          // preview-start
          colorMap: { type: 'continuous', min: 8, max: 16.5, color: ['#3949ab', '#f57c00'] },
          // preview-end
        },
      ]}
      series={[
        {
          label: 'Daylight',
          data: daylight,
          showMark: false,
          valueFormatter: (v) => (v === null ? '' : `${v} h`),
        },
      ]}
      sx={{ '& .MuiLineElement-root': { strokeWidth: 4 } }}
    />
  );
}
