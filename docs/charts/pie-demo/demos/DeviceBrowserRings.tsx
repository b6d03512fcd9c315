import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Visits to a news site in one week: by device (inner ring), then by browser (outer ring).
const devices = [
  { id: 'mobile', label: 'Mobile', value: 61 },
  { id: 'desktop', label: 'Desktop', value: 33 },
  { id: 'tablet', label: 'Tablet', value: 6 },
];

const browsers = [
  { id: 'mobile-chrome', label: 'Mobile: Chrome', value: 38 },
  { id: 'mobile-safari', label: 'Mobile: Safari', value: 21 },
  { id: 'mobile-other', label: 'Mobile: other', value: 2 },
  { id: 'desktop-chrome', label: 'Desktop: Chrome', value: 19 },
  { id: 'desktop-edge', label: 'Desktop: Edge', value: 7 },
  { id: 'desktop-firefox', label: 'Desktop: Firefox', value: 5 },
  { id: 'desktop-safari', label: 'Desktop: Safari', value: 2 },
  { id: 'tablet-safari', label: 'Tablet: Safari', value: 4 },
  { id: 'tablet-chrome', label: 'Tablet: Chrome', value: 2 },
];

const percent = (item: { value: number }) => `${item.value}% of visits`;

export default function DeviceBrowserRings() {
  return (
    <PieChart
      height={300}
      hideLegend
      series={[
        {
          id: 'devices',
          data: devices,
          outerRadius: 80,
          arcLabel: 'label',
          arcLabelMinAngle: 30,
          valueFormatter: percent,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          id: 'browsers',
          data: browsers,
          innerRadius: 90,
          outerRadius: 130,
          paddingAngle: 0.5,
          valueFormatter: percent,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
