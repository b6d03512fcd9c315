import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { electricityUse } from './household';

export default function BasicPie() {
  return <PieChart height={260} series={[{ data: electricityUse }]} />;
}
