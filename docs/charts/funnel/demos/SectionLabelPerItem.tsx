import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

const total = shopFunnel[0]?.value ?? 1;

export default function SectionLabelPerItem() {
  return (
    <FunnelChart
      height={300}
      hideLegend
      series={[
        {
          data: shopFunnel,
          valueFormatter: (item) => `${Math.round((item.value / total) * 100)} % of visits`,
          // preview-start
          sectionLabel: (item) => {
            // The first section needs no percentage: it is the whole.
            if (item.dataIndex === 0) {
              return false;
            }
            // Small sections get their label below the shape, outside it.
            if (item.value / total < 0.15) {
              return {
                position: { vertical: 'bottom', horizontal: 'end' },
                textAnchor: 'start',
                offset: { x: 8 },
              };
            }
            return { position: { vertical: 'middle', horizontal: 'center' } };
          },
          // preview-end
        },
      ]}
    />
  );
}
