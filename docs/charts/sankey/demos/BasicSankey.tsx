import * as React from 'react';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetLinks } from './budget';

export default function BasicSankey() {
  return <SankeyChart height={320} series={{ data: { links: budgetLinks } }} />;
}
