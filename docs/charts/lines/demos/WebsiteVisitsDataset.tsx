import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Weekly visits of a small online bookshop, one row per week.
const visits = [
  { week: 'W1', desktop: 4210, mobile: 5120, tablet: 610 },
  { week: 'W2', desktop: 3980, mobile: 5480, tablet: 580 },
  { week: 'W3', desktop: 4350, mobile: 5900, tablet: 640 },
  { week: 'W4', desktop: 4120, mobile: 6240, tablet: 600 },
  { week: 'W5', desktop: 3890, mobile: 6610, tablet: 570 },
  { week: 'W6', desktop: 4020, mobile: 7050, tablet: 590 },
  { week: 'W7', desktop: 3760, mobile: 7380, tablet: 550 },
  { week: 'W8', desktop: 3640, mobile: 7720, tablet: 530 },
];

const formatVisits = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} visits`);

export default function WebsiteVisitsDataset() {
  return (
    <LineChart
      height={300}
      dataset={visits}
      xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
      yAxis={[{ width: 56 }]}
      series={[
        { dataKey: 'mobile', label: 'Mobile', valueFormatter: formatVisits },
        { dataKey: 'desktop', label: 'Desktop', valueFormatter: formatVisits },
        { dataKey: 'tablet', label: 'Tablet', valueFormatter: formatVisits },
      ]}
    />
  );
}
