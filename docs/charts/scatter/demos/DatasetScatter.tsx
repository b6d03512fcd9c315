import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { readings } from './weather';

export default function DatasetScatter() {
  return (
    <ScatterChart
      height={300}
      // Each row of the dataset is one day: { day, high, iceCreams, sunshine }.
      dataset={readings}
      xAxis={[{ label: 'Daily high (°C)', min: 16, max: 34 }]}
      yAxis={[{ label: 'Ice creams sold', width: 60 }]}
      series={[
        {
          label: 'Beach kiosk',
          datasetKeys: { x: 'high', y: 'iceCreams', id: 'day' },
          valueFormatter: (point) => point && `${point.x} °C: ${point.y} sold`,
        },
      ]}
    />
  );
}
