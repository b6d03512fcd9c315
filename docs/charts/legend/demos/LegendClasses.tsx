import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { weekdays, coffee, tea, pastries, formatItems } from './cafe';

export default function LegendClasses() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ label: 'Items sold', width: 50 }]}
      series={[
        { label: 'Coffee', data: coffee, valueFormatter: formatItems },
        { label: 'Tea', data: tea, valueFormatter: formatItems },
        { label: 'Pastries', data: pastries, valueFormatter: formatItems },
      ]}
      slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'start' } } }}
      // preview-start
      sx={(theme) => ({
        [`& .${legendClasses.root}`]: {
          gap: 1,
          marginInlineStart: 7,
        },
        [`& .${legendClasses.series}`]: {
          paddingBlock: 0.5,
          paddingInline: 1,
          borderRadius: 4,
          border: `1px solid ${(theme.vars || theme).palette.divider}`,
        },
        [`& .${legendClasses.mark}`]: { borderRadius: '50%' },
        [`& .${legendClasses.label}`]: { fontWeight: 600 },
      })}
      // preview-end
    />
  );
}
