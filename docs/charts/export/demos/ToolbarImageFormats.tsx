import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { months, shop, online, thousandEuros } from './sales';

export default function ToolbarImageFormats() {
  return (
    <LineChartPro
      height={340}
      showToolbar
      // preview-start
      slotProps={{
        toolbar: {
          // One menu item per entry, in this order.
          imageExportOptions: [
            { type: 'image/png', fileName: 'bakery-revenue-2025' },
            { type: 'image/jpeg', quality: 0.8, fileName: 'bakery-revenue-2025' },
            { type: 'image/webp', quality: 0.8, fileName: 'bakery-revenue-2025' },
          ],
          // No "Print" item in the menu.
          printOptions: { disableToolbarButton: true },
        },
      }}
      // preview-end
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Revenue (€ thousands)', width: 60 }]}
      series={[
        { data: shop, label: 'Shop', valueFormatter: thousandEuros },
        { data: online, label: 'Online', valueFormatter: thousandEuros },
      ]}
    />
  );
}
