import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { formatVisits, slots, visits, weekdays } from './visits';

export default function BasicHeatmap() {
  return (
    <Heatmap
      height={320}
      xAxis={[{ data: weekdays }]}
      yAxis={[{ data: slots, width: 45 }]}
      series={[{ data: visits, valueFormatter: formatVisits }]}
    />
  );
}
