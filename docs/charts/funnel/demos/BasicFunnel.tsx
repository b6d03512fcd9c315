import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

export default function BasicFunnel() {
  return <FunnelChart height={300} series={[{ data: shopFunnel }]} />;
}
