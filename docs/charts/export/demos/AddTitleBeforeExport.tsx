import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { chartsToolbarClasses } from '@mui/x-charts-pro/Toolbar';
import { months, shop, online, thousandEuros } from './sales';

// preview-start
function addHeading(iframe: HTMLIFrameElement) {
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  // A custom callback replaces the default one, which removed the toolbar.
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();

  const heading = doc.createElement('h2');
  heading.textContent = 'Bakery revenue by channel, 2025';
  heading.style.font = '600 18px system-ui, sans-serif';
  heading.style.margin = '12px 16px 0';

  const source = doc.createElement('p');
  source.textContent = 'Source: till and web shop reports, € thousands.';
  source.style.font = '12px system-ui, sans-serif';
  source.style.margin = '0 16px 12px';

  doc.body.prepend(heading);
  doc.body.append(source);
}
// preview-end

export default function AddTitleBeforeExport() {
  return (
    <BarChartPro
      height={340}
      showToolbar
      slotProps={{
        toolbar: {
          imageExportOptions: [{ type: 'image/png', onBeforeExport: addHeading }],
          printOptions: { onBeforeExport: addHeading },
        },
      }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Revenue (€ thousands)', width: 60 }]}
      series={[
        { data: shop, label: 'Shop', stack: 'total', valueFormatter: thousandEuros },
        { data: online, label: 'Online', stack: 'total', valueFormatter: thousandEuros },
      ]}
    />
  );
}
