import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnimatedLineProps } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly active users of a language-learning app, in thousands.
const users = [42, 45, 51, 49, 55, 58, 54, 57, 66, 71, 74, 80];

// preview-start
function GlowLine(props: AnimatedLineProps) {
  const { d, ownerState, className } = props;
  return (
    <g>
      {/* A wide, transparent copy of the path behind the line. */}
      <path d={d} fill="none" stroke={ownerState.color} strokeWidth={10} strokeOpacity={0.2} />
      <path className={className} d={d} fill="none" stroke={ownerState.color} strokeWidth={2.5} />
    </g>
  );
}
// preview-end

export default function GlowLineSlot() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Monthly active users (k)' }]}
      series={[
        {
          label: 'Active users',
          data: users,
          showMark: false,
          valueFormatter: (v) => (v === null ? '' : `${v}k users`),
        },
      ]}
      slots={{ line: GlowLine }}
    />
  );
}
