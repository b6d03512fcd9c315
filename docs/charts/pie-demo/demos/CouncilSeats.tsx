import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won by each group in a 61-seat city council.
const seats = [
  { id: 'left', label: 'Left Alliance', value: 7 },
  { id: 'green', label: 'Greens', value: 12 },
  { id: 'social', label: 'Social Democrats', value: 17 },
  { id: 'centre', label: 'Centre', value: 9 },
  { id: 'conservative', label: 'Conservatives', value: 16 },
];

export default function CouncilSeats() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          cy: '85%',
          innerRadius: '45%',
          outerRadius: '160%',
          paddingAngle: 1,
          arcLabel: 'value',
          arcLabelMinAngle: 15,
          valueFormatter: (item) => `${item.value} of 61 seats`,
        },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    />
  );
}
