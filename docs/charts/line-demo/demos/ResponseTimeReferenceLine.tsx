import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}h`);
// 95th percentile response time of an API over one day, in milliseconds.
const p95 = [
  180, 172, 165, 160, 158, 166, 190, 240, 310, 335, 298, 270, 320, 352, 301, 276, 288, 305, 262, 230, 214, 205, 196,
  188,
];

export default function ResponseTimeReferenceLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours, tickLabelInterval: (_v, i) => i % 3 === 0 }]}
      yAxis={[{ min: 0, max: 400, label: 'p95 (ms)' }]}
      series={[
        {
          label: 'p95 response time',
          data: p95,
          showMark: ({ value }) => value > 300,
          valueFormatter: (v) => (v === null ? '' : `${v} ms`),
        },
      ]}
    >
      {/* preview-start */}
      <ChartsReferenceLine y={300} label="Target: 300 ms" labelAlign="start" lineStyle={{ strokeDasharray: '6 4' }} />
      {/* preview-end */}
    </LineChart>
  );
}
