import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Animals: body mass (kg) against typical lifespan (years).
const animals = [
  { id: 'mouse', x: 0.02, y: 2 },
  { id: 'rat', x: 0.3, y: 3 },
  { id: 'rabbit', x: 2, y: 9 },
  { id: 'cat', x: 4.5, y: 15 },
  { id: 'dog', x: 25, y: 12 },
  { id: 'sheep', x: 70, y: 12 },
  { id: 'human', x: 70, y: 79 },
  { id: 'horse', x: 500, y: 28 },
  { id: 'giraffe', x: 1000, y: 25 },
  { id: 'elephant', x: 5000, y: 65 },
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogTickLabels() {
  return (
    <ScatterChart
      height={320}
      xAxis={[
        {
          scaleType: 'log',
          label: 'Body mass (kg, log scale)',
          valueFormatter: (value: number, context) => {
            if (context.location !== 'tick') {
              return `${value} kg`;
            }
            // An empty default label means "keep the tick, hide the label".
            return context.defaultTickLabel === '' ? '' : compact.format(value);
          },
        },
      ]}
      yAxis={[{ label: 'Lifespan (years)' }]}
      series={[{ data: animals, label: 'Animals', valueFormatter: (point) => (point ? `${point.id}` : '') }]}
    />
  );
}
