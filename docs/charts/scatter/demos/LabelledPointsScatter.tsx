import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart, Scatter } from '@mui/x-charts/ScatterChart';
import type { ScatterProps } from '@mui/x-charts/ScatterChart';
import { formatEuro } from './cars';

const laptops = [
  { id: 'Air 13', weight: 1.2, price: 1199 },
  { id: 'Pro 14', weight: 1.6, price: 1999 },
  { id: 'Flex 15', weight: 1.9, price: 849 },
  { id: 'Studio 16', weight: 2.3, price: 2499 },
  { id: 'Budget 14', weight: 1.5, price: 499 },
  { id: 'Gamer 17', weight: 2.9, price: 1799 },
];

// preview-start
// Replaces the default `scatter` slot: draws the series as usual, then a label beside each point.
function ScatterWithLabels(props: ScatterProps) {
  const { series, xScale, yScale } = props;
  const theme = useTheme();
  return (
    <g>
      <Scatter {...props} />
      {series.data.map((point) =>
        point ? (
          <text
            key={point.id}
            x={(xScale(point.x) ?? 0) + 8}
            y={(yScale(point.y) ?? 0) + 4}
            fontSize={12}
            fill={(theme.vars || theme).palette.text.primary}
            pointerEvents="none"
          >
            {point.id}
          </text>
        ) : null,
      )}
    </g>
  );
}
// preview-end

export default function LabelledPointsScatter() {
  return (
    <ScatterChart
      height={300}
      slots={{ scatter: ScatterWithLabels }}
      xAxis={[{ label: 'Weight (kg)', min: 1, max: 3.4 }]}
      yAxis={[{ label: 'Price (€)', width: 70, valueFormatter: formatEuro }]}
      series={[
        {
          label: 'Laptops',
          markerSize: 5,
          data: laptops.map((laptop) => ({ x: laptop.weight, y: laptop.price, id: laptop.id })),
          valueFormatter: (point) => point && `${point.id}: ${point.x} kg, ${formatEuro(point.y)}`,
        },
      ]}
    />
  );
}
