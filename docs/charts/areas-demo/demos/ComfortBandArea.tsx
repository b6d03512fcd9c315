import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const hours = ['0h', '2h', '4h', '6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
// Temperature in an office over one winter day (°C).
const indoor = [17.5, 17.1, 16.8, 17.9, 20.4, 21.6, 22.3, 23.4, 24.6, 23.1, 20.2, 18.4];

const COMFORT = { min: 20, max: 24 };

// preview-start
function ComfortBand() {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const top = yScale(COMFORT.max);
  const bottom = yScale(COMFORT.min);

  return (
    <g pointerEvents="none">
      <rect
        x={left}
        y={top}
        width={width}
        height={bottom - top}
        fill={(theme.vars ?? theme).palette.success.main}
        fillOpacity={0.15}
      />
      <text x={left + 8} y={top + 16} fontSize={12} fill={(theme.vars ?? theme).palette.text.primary}>
        Comfort range 20–24 °C
      </text>
    </g>
  );
}
// preview-end

export default function ComfortBandArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 15, max: 26, label: '°C' }]}
      series={[
        {
          label: 'Office temperature',
          data: indoor,
          area: true,
          baseline: 'min',
          valueFormatter: (v) => (v === null ? '' : `${v} °C`),
        },
      ]}
    >
      <ComfortBand />
    </LineChart>
  );
}
