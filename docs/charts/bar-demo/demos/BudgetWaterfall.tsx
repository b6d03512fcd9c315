import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// How a household's monthly income of 3,200 € is used, step by step.
const steps = [
  { name: 'Income', amount: 3200 },
  { name: 'Rent', amount: -1150 },
  { name: 'Food', amount: -560 },
  { name: 'Transport', amount: -240 },
  { name: 'Bills', amount: -310 },
  { name: 'Leisure', amount: -280 },
];

// Each bar floats on an invisible base: the running total before the step.
const base: number[] = [];
const change: number[] = [];
let running = 0;
steps.forEach((step) => {
  const after = running + step.amount;
  base.push(Math.min(running, after));
  change.push(Math.abs(step.amount));
  running = after;
});
const categories = [...steps.map((step) => step.name), 'Left over'];
base.push(0);
change.push(running);

const euros = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} €`);

export default function BudgetWaterfall() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: categories }]}
      yAxis={[{ width: 60, valueFormatter: (value: number) => `${value} €` }]}
      series={[
        // valueFormatter returns null, so the base stays out of the tooltip.
        { data: base, stack: 'waterfall', color: 'transparent', valueFormatter: () => null },
        { data: change, stack: 'waterfall', label: 'Amount', valueFormatter: euros },
      ]}
      hideLegend
    />
  );
}
