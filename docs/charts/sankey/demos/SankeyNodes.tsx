import * as React from 'react';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes } from './budget';

export default function SankeyNodes() {
  return (
    <SankeyChart
      height={320}
      // preview-start
      series={{ data: { nodes: budgetNodes, links: budgetIdLinks } }}
      // preview-end
    />
  );
}
