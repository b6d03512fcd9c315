import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A renovation project's monthly budget and actual spending, in thousands of euros.
const budget = [18, 18, 20, 20, 22, 22, 22, 22, 20, 20, 24, 24];
const spent = [15, 17, 23, 26, 21, 17, 19, 25, 27, 22, 19, 28];

// preview-start
function GapArea() {
  const theme = useTheme();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  // One small quadrilateral between the two lines per month-to-month segment,
  // red where spending is above budget and green where it is below.
  return (
    <g pointerEvents="none">
      {months.slice(1).map((month, i) => {
        const prev = months[i]!;
        const x0 = xScale(prev) ?? 0;
        const x1 = xScale(month) ?? 0;
        const over = (spent[i]! + spent[i + 1]!) / 2 > (budget[i]! + budget[i + 1]!) / 2;
        const points = [
          [x0, yScale(budget[i]!)],
          [x1, yScale(budget[i + 1]!)],
          [x1, yScale(spent[i + 1]!)],
          [x0, yScale(spent[i]!)],
        ];
        return (
          <polygon
            key={month}
            points={points.map((p) => p.join(',')).join(' ')}
            fill={over ? (theme.vars ?? theme).palette.error.main : (theme.vars ?? theme).palette.success.main}
            fillOpacity={0.25}
          />
        );
      })}
    </g>
  );
}
// preview-end

export default function BudgetGapArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Thousands of euros' }]}
      series={[
        { label: 'Budget', data: budget, curve: 'linear', showMark: false },
        { label: 'Spent', data: spent, curve: 'linear', showMark: false },
      ]}
    >
      <GapArea />
    </LineChart>
  );
}
