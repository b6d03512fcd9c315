import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { flats, squareMetres, euros } from './rents';

export default function ZoomBothAxes() {
  return (
    <ScatterChartPro
      height={360}
      xAxis={[
        {
          label: 'Floor area (m²)',
          valueFormatter: squareMetres,
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[
        {
          label: 'Monthly rent (€)',
          width: 60,
          // A y-axis slider sits on the outer side of the axis.
          zoom: { slider: { enabled: true } },
        },
      ]}
      series={[
        {
          data: flats,
          label: 'Listed flats',
          valueFormatter: (value) => (value ? `${squareMetres(value.x)}, ${euros(value.y)}` : ''),
        },
      ]}
    />
  );
}
