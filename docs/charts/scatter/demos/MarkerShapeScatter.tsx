import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { cars, formatEuroAxis } from './cars';

// preview-start
// Draws a square for diesel cars and a diamond for electric ones; other series keep the default circle.
function ShapedMarker(props: ScatterMarkerProps) {
  const { seriesId, dataIndex, x, y, color, size, isHighlighted, isFaded, ...other } = props;
  const half = (isHighlighted ? 1.3 : 1) * size;
  const shape =
    seriesId === 'electric'
      ? `M0 ${-half * 1.3} L${half * 1.3} 0 L0 ${half * 1.3} L${-half * 1.3} 0 Z`
      : `M${-half} ${-half} H${half} V${half} H${-half} Z`;
  return (
    <path
      d={shape}
      transform={`translate(${x}, ${y})`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      data-index={dataIndex}
      {...other}
    />
  );
}
// preview-end

const toPoints = (fuel: string) =>
  cars.filter((car) => car.fuel === fuel).map((car) => ({ x: car.mileage, y: car.price, id: car.id }));

export default function MarkerShapeScatter() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Mileage (thousand km)' }]}
      yAxis={[{ label: 'Asking price', width: 60, valueFormatter: formatEuroAxis }]}
      series={[
        { id: 'diesel', label: 'Diesel', data: toPoints('Diesel'), labelMarkType: 'square', markerSize: 5 },
        { id: 'electric', label: 'Electric', data: toPoints('Electric'), labelMarkType: 'square', markerSize: 5 },
      ]}
      slots={{ marker: ShapedMarker }}
    />
  );
}
