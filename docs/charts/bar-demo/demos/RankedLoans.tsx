import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// The books a town library lent most often last year.
const loans = [
  { title: 'The Hidden Orchard', loans: 214 },
  { title: 'Night Train to Porto', loans: 187 },
  { title: 'A Field Guide to Clouds', loans: 163 },
  { title: 'The Baker’s Daughter', loans: 151 },
  { title: 'Small Gods of the Sea', loans: 129 },
  { title: 'Learning to Knit', loans: 118 },
  { title: 'Winter Recipes', loans: 97 },
];

export default function RankedLoans() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      dataset={loans}
      yAxis={[{ scaleType: 'band', dataKey: 'title', width: 160 }]}
      xAxis={[{ label: 'Loans in 2025' }]}
      series={[{ dataKey: 'loans', valueFormatter: (value) => `${value} loans` }]}
      barLabel={(item, context) => (context.bar.width > 40 ? `${item.value}` : null)}
      borderRadius={4}
    />
  );
}
