import * as React from 'react';
import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';
import { readings } from './weather';

export default function StyledScatter() {
  return (
    <ScatterChart
      height={300}
      dataset={readings}
      xAxis={[{ label: 'Daily high (°C)', min: 16, max: 34 }]}
      yAxis={[{ label: 'Ice creams sold', width: 60 }]}
      series={[
        { id: 'kiosk', label: 'Beach kiosk', datasetKeys: { x: 'high', y: 'iceCreams', id: 'day' }, markerSize: 7 },
      ]}
      // preview-start
      // Every series is a <g class="MuiScatter-root" data-series="…"> holding its markers.
      sx={{
        [`& .${scatterClasses.root}[data-series="kiosk"] circle`]: {
          fillOpacity: 0.45,
          stroke: 'currentColor',
          strokeWidth: 1.5,
          color: 'primary.main',
        },
        [`& .${scatterClasses.root} circle[data-highlighted]`]: {
          fillOpacity: 1,
        },
      }}
      // preview-end
    />
  );
}
