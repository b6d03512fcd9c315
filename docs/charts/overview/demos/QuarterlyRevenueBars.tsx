import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Revenue per sales region, in thousands of dollars.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const northRevenue = [182, 205, 231, 268];
const southRevenue = [147, 162, 158, 190];
const onlineRevenue = [96, 134, 171, 223];

const formatThousands = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function QuarterlyRevenueBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters, label: 'Fiscal quarter' }]}
      yAxis={[{ label: 'Revenue (k$)', width: 60 }]}
      series={[
        { label: 'North', data: northRevenue, valueFormatter: formatThousands },
        { label: 'South', data: southRevenue, valueFormatter: formatThousands },
        { label: 'Online', data: onlineRevenue, valueFormatter: formatThousands },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
