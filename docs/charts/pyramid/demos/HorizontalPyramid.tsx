import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// How many of a city's 2,400 registered runners reached each race distance this year.
const distances = [
  { label: '5 km', value: 2400 },
  { label: '10 km', value: 1350 },
  { label: 'Half marathon', value: 610 },
  { label: 'Marathon', value: 140 },
];

export default function HorizontalPyramid() {
  return (
    <FunnelChart
      height={260}
      gap={4}
      categoryAxis={{
        categories: distances.map((distance) => distance.label),
        position: 'bottom',
      }}
      series={[
        {
          data: distances,
          // preview-start
          curve: 'pyramid',
          layout: 'horizontal',
          // preview-end
          sectionLabel: false,
          valueFormatter: (item) => `${item.value.toLocaleString()} runners`,
        },
      ]}
    />
  );
}
