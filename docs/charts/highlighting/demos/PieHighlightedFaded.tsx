import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of a household's monthly budget, in percent.
const budget = [
  { id: 'rent', label: 'Rent', value: 38 },
  { id: 'food', label: 'Food', value: 21 },
  { id: 'transport', label: 'Transport', value: 12 },
  { id: 'savings', label: 'Savings', value: 15 },
  { id: 'leisure', label: 'Leisure', value: 14 },
];

export default function PieHighlightedFaded() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: budget,
          innerRadius: 50,
          outerRadius: 100,
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value}%`,
          highlightScope: { highlight: 'item', fade: 'global' },
          // preview-start
          // The hovered slice grows by 8 px and gets rounder corners.
          highlighted: { additionalRadius: 8, cornerRadius: 4 },
          // The other slices shrink towards the centre and turn grey.
          faded: { innerRadius: 40, additionalRadius: -12, color: 'gray' },
          // preview-end
        },
      ]}
    />
  );
}
