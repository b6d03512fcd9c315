import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// What a team spent on cloud hosting per month, against a fixed budget.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const spend = [1840, 1920, 2260, 2050, 2480, 2130];
const budget = 2200;

const dollars = (value: number | null) => (value === null ? '' : `$${value.toLocaleString('en-US')}`);

export default function BudgetLine() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 60, valueFormatter: (value: number) => `$${value / 1000}k` }]}
      series={[{ data: spend, label: 'Hosting spend', valueFormatter: dollars }]}
    >
      <ChartsReferenceLine
        y={budget}
        label={`Budget ${dollars(budget)}`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
    </BarChart>
  );
}
