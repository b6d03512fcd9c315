import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

const numberFormat = new Intl.NumberFormat('en-US');

export default function FunnelValueFormatter() {
  return (
    <FunnelChart
      height={300}
      hideLegend
      series={[
        {
          data: shopFunnel,
          // preview-start
          // The formatter receives the whole item, not a bare number.
          valueFormatter: (item, context) => {
            const previous = shopFunnel[context.dataIndex - 1];
            const people = `${numberFormat.format(item.value)} visitors`;
            if (!previous) {
              return people;
            }
            const kept = Math.round((item.value / previous.value) * 100);
            return `${people} (${kept} % of the step before)`;
          },
          // preview-end
        },
      ]}
    />
  );
}
