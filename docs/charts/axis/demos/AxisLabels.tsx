import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments listed in one neighbourhood: floor area and monthly rent.
const apartments = [
  { x: 38, y: 890, id: 1 },
  { x: 45, y: 1020, id: 2 },
  { x: 52, y: 1150, id: 3 },
  { x: 60, y: 1240, id: 4 },
  { x: 64, y: 1390, id: 5 },
  { x: 71, y: 1460, id: 6 },
  { x: 78, y: 1610, id: 7 },
  { x: 85, y: 1700, id: 8 },
  { x: 92, y: 1950, id: 9 },
  { x: 110, y: 2240, id: 10 },
];

export default function AxisLabels() {
  return (
    <ScatterChart
      height={320}
      xAxis={[
        {
          label: 'Floor area (m²)',
          labelStyle: { fontSize: 14, fontWeight: 700 },
        },
      ]}
      yAxis={[
        {
          label: 'Monthly rent (€)',
          labelStyle: { fontSize: 14, fontWeight: 700 },
          width: 70,
        },
      ]}
      series={[
        {
          data: apartments,
          label: 'Listings',
          valueFormatter: (point) => (point ? `${point.x} m², ${point.y} €` : ''),
        },
      ]}
    />
  );
}
