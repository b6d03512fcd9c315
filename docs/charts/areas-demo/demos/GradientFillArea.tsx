import * as React from 'react';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly downloads of an open-source library, in thousands.
const downloads = [118, 126, 141, 150, 149, 163, 171, 168, 190, 204, 219, 236];

export default function GradientFillArea() {
  const gradientId = `downloads-gradient-${React.useId().replace(/:/g, '')}`;

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Downloads (k)' }]}
      series={[
        {
          label: 'Downloads',
          data: downloads,
          area: true,
          showMark: false,
          valueFormatter: (v) => (v === null ? '' : `${v}k`),
        },
      ]}
      // preview-start
      sx={{ [`& .${areaElementClasses.root}`]: { fill: `url(#${gradientId})` } }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#1e88e5" stopOpacity={0.6} />
          <stop offset="100%" stopColor="#1e88e5" stopOpacity={0} />
        </linearGradient>
      </defs>
      {/* preview-end */}
    </LineChart>
  );
}
