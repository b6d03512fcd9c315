import * as React from 'react';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes, euro } from './budget';

const income = 4500;

export default function SankeyValueFormatter() {
  return (
    <SankeyChart
      height={340}
      series={{
        data: { nodes: budgetNodes, links: budgetIdLinks },
        linkOptions: { showValues: true },
        // preview-start
        valueFormatter: (value, context) => {
          if (context.location === 'label') {
            // The label on a link stays short.
            return euro.format(value);
          }
          const share = `${Math.round((value / income) * 100)} % of income`;
          if (context.type === 'node' && context.nodeId === 'budget') {
            return `${euro.format(value)} a month`;
          }
          return `${euro.format(value)} (${share})`;
        },
        // preview-end
      }}
    />
  );
}
