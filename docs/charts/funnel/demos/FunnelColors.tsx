import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

// Every stage in one blue, except the last one the team watches most.
const data = shopFunnel.map((stage) => ({
  ...stage,
  color: stage.id === 'order' ? '#e65100' : '#1565c0',
}));

export default function FunnelColors() {
  return (
    <FunnelChart
      height={300}
      hideLegend
      gap={2}
      series={[
        {
          data,
          sectionLabel: { position: { horizontal: 'end' }, textAnchor: 'start', offset: { x: 16 } },
        },
      ]}
      margin={{ right: 110 }}
    />
  );
}
