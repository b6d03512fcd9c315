import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const dates = Array.from({ length: 15 }, (_, i) => `${i + 1} Jul`);
// Ice creams sold by a beach kiosk over two weeks of July.
const sold = [180, 210, 195, 260, 320, 410, 385, 240, 225, 290, 355, 468, 430, 300, 275];
const best = Math.max(...sold);

export default function RecordDayMark() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: dates, tickLabelInterval: (_v, i) => i % 2 === 0 }]}
      yAxis={[{ label: 'Ice creams sold' }]}
      series={[
        {
          label: 'Ice creams',
          data: sold,
          // preview-start
          showMark: ({ value }) => value === best,
          shape: 'star',
          // preview-end
          valueFormatter: (v) => (v === null ? '' : v === best ? `${v} (best day)` : `${v}`),
        },
      ]}
      // The mark's inline `transform` places it; the separate `scale` property enlarges it around that point.
      sx={{ '& .MuiMarkElement-root': { scale: '2' } }}
    />
  );
}
