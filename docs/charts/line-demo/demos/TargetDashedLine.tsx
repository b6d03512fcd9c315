import * as React from 'react';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
// Kilometres run per week while training for a half marathon, against the plan.
const plan = [20, 22, 25, 27, 30, 28, 32, 35, 30, 18];
const actual = [18, 23, 24, 22, 31, 29, 30, 36, 28, 17];

export default function TargetDashedLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ label: 'km per week' }]}
      series={[
        { id: 'plan', label: 'Plan', data: plan, showMark: false, curve: 'linear' },
        { id: 'actual', label: 'Actual', data: actual, curve: 'linear' },
      ]}
      // preview-start
      sx={{
        [`& .${lineElementClasses.series}-plan`]: {
          strokeDasharray: '4 4',
          strokeWidth: 2,
        },
        [`& .${lineElementClasses.series}-actual`]: {
          strokeWidth: 3,
        },
      }}
      // preview-end
    />
  );
}
