import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { categories, unitsSold } from './shop';

const slices = categories.map((label, index) => ({
  id: label,
  label,
  value: unitsSold[index] ?? 0,
}));

export default function ItemTooltipDefault() {
  return (
    <PieChart
      height={240}
      series={[
        {
          data: slices,
          innerRadius: 50,
          valueFormatter: (item) => `${item.value} units`,
        },
      ]}
    />
  );
}
