import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale, useDrawingArea } from '@mui/x-charts/hooks';

// Runs of one runner: distance (km) and average pace (minutes per km).
const runs = [
  { id: 1, x: 5, y: 5.1 },
  { id: 2, x: 8, y: 5.3 },
  { id: 3, x: 10, y: 5.4 },
  { id: 4, x: 6, y: 5.0 },
  { id: 5, x: 12, y: 5.6 },
  { id: 6, x: 15, y: 5.8 },
  { id: 7, x: 21.1, y: 6.0 },
  { id: 8, x: 7, y: 5.2 },
  { id: 9, x: 18, y: 5.9 },
  { id: 10, x: 9, y: 5.3 },
];

// preview-start
function Crosshair() {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const { left, top, width, height } = useDrawingArea();
  const [point, setPoint] = React.useState<{ x: number; y: number } | null>(null);

  const handleMove = (event: React.PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({ x: left + event.clientX - box.left, y: top + event.clientY - box.top });
  };

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="transparent"
        onPointerMove={handleMove}
        onPointerLeave={() => setPoint(null)}
      />
      {point && (
        <g pointerEvents="none">
          <line x1={point.x} x2={point.x} y1={top} y2={top + height} stroke="currentColor" strokeDasharray="3 3" />
          <line x1={left} x2={left + width} y1={point.y} y2={point.y} stroke="currentColor" strokeDasharray="3 3" />
          <text
            // Past the middle, the label goes to the left of the pointer so it stays inside the chart.
            x={point.x > left + width / 2 ? point.x - 6 : point.x + 6}
            textAnchor={point.x > left + width / 2 ? 'end' : 'start'}
            y={point.y - 6}
            fill="currentColor"
            fontSize={12}
          >
            {/* invert: from a pixel position back to a data value */}
            {xScale.invert(point.x).toFixed(1)} km, {yScale.invert(point.y).toFixed(2)} min/km
          </text>
        </g>
      )}
    </g>
  );
}
// preview-end

export default function PointerReadout() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Distance (km)', min: 0, max: 25 }]}
      yAxis={[{ label: 'Pace (min/km)', min: 4.5, max: 6.5, width: 50 }]}
      series={[{ data: runs, label: 'Runs', markerSize: 5 }]}
      sx={{ color: 'text.secondary' }}
    >
      <Crosshair />
    </ScatterChart>
  );
}
