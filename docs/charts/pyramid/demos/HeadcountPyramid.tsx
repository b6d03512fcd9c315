import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// People at each level of a 400-person company, from the top down.
const levels = [
  { label: 'Executives', value: 6 },
  { label: 'Directors', value: 22 },
  { label: 'Managers', value: 64 },
  { label: 'Individual contributors', value: 308 },
];

export default function HeadcountPyramid() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: levels,
          // preview-start
          curve: 'pyramid',
          // preview-end
          valueFormatter: (item) => `${item.value} people`,
        },
      ]}
    />
  );
}
