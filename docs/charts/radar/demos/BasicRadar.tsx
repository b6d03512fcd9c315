import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Cupping scores (0 to 10) of two coffees.
export default function BasicRadar() {
  return (
    <RadarChart
      height={300}
      radar={{
        max: 10,
        metrics: ['Acidity', 'Body', 'Sweetness', 'Bitterness', 'Aroma', 'Aftertaste'],
      }}
      series={[
        { label: 'Ethiopia Yirgacheffe', data: [9, 4, 7, 3, 9, 7] },
        { label: 'Brazil Cerrado', data: [4, 7, 8, 5, 6, 6] },
      ]}
    />
  );
}
