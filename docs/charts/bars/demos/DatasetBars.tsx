import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { energyBySource } from './energy';

const kwh = (value: number | null) => (value === null ? '' : `${value} kWh`);

export default function DatasetBars() {
  return (
    <BarChart
      height={300}
      // preview-start
      dataset={energyBySource}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { dataKey: 'heatPump', label: 'Heat pump', valueFormatter: kwh },
        { dataKey: 'solar', label: 'Solar thermal', valueFormatter: kwh },
        { dataKey: 'grid', label: 'Grid electricity', valueFormatter: kwh },
      ]}
      // preview-end
      yAxis={[{ label: 'Energy (kWh)', width: 60 }]}
    />
  );
}
