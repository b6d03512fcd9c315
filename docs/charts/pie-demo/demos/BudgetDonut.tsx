import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// One month of a household budget, in euros.
const budget = [
  { id: 'housing', label: 'Housing', value: 1150 },
  { id: 'food', label: 'Groceries', value: 520 },
  { id: 'transport', label: 'Transport', value: 210 },
  { id: 'energy', label: 'Energy', value: 160 },
  { id: 'leisure', label: 'Leisure', value: 240 },
  { id: 'savings', label: 'Savings', value: 400 },
];

const total = budget.reduce((sum, item) => sum + item.value, 0);
const euros = (value: number) => `€${value.toLocaleString('en-US')}`;

// preview-start
function TotalInTheMiddle() {
  const theme = useTheme();
  const area = useDrawingArea();
  const middleX = area.left + area.width / 2;
  const middleY = area.top + area.height / 2;
  // Two lines of SVG text, centred on the hole of the donut.
  return (
    <g textAnchor="middle" fill={(theme.vars || theme).palette.text.primary}>
      <text x={middleX} y={middleY - 6} fontSize={14}>
        Monthly total
      </text>
      <text x={middleX} y={middleY + 20} fontSize={22} fontWeight="bold">
        {euros(total)}
      </text>
    </g>
  );
}
// preview-end

export default function BudgetDonut() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: budget,
          innerRadius: '62%',
          paddingAngle: 1.5,
          cornerRadius: 4,
          valueFormatter: (item) => `${euros(item.value)} (${Math.round((item.value / total) * 100)}%)`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    >
      <TotalInTheMiddle />
    </PieChart>
  );
}
