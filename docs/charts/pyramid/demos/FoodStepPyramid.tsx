import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A week of meals planned by a family, in servings per food group.
const servings = [
  { label: 'Sweets', value: 3 },
  { label: 'Meat and fish', value: 9 },
  { label: 'Dairy', value: 14 },
  { label: 'Fruit', value: 18 },
  { label: 'Vegetables', value: 28 },
  { label: 'Grains', value: 35 },
];

export default function FoodStepPyramid() {
  return (
    <FunnelChart
      height={320}
      hideLegend
      gap={3}
      categoryAxis={{
        categories: servings.map((group) => group.label),
        position: 'left',
        size: 110,
      }}
      series={[
        {
          data: servings,
          // preview-start
          curve: 'step-pyramid',
          borderRadius: 4,
          // preview-end
          valueFormatter: (item) => `${item.value} servings`,
        },
      ]}
    />
  );
}
