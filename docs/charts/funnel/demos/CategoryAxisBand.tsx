import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel, stageNames } from './shopFunnel';

export default function CategoryAxisBand() {
  return (
    <FunnelChart
      height={300}
      hideLegend
      // preview-start
      categoryAxis={{ categories: stageNames, position: 'left', size: 130 }}
      // preview-end
      series={[{ data: shopFunnel }]}
    />
  );
}
