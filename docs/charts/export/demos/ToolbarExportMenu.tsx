import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { months, shop, online, thousandEuros } from './sales';

export default function ToolbarExportMenu() {
  return (
    <BarChartPro
      height={340}
      // The toolbar's export menu offers "Print" and "Export as PNG".
      showToolbar
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Revenue (€ thousands)', width: 60 }]}
      series={[
        { data: shop, label: 'Shop', stack: 'total', valueFormatter: thousandEuros },
        { data: online, label: 'Online', stack: 'total', valueFormatter: thousandEuros },
      ]}
    />
  );
}
