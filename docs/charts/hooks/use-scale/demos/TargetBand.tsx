import * as React from 'react';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// A flat's electricity use per month, in kWh, and the range its owners aim for.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const usage = [312, 288, 254, 221, 198, 176, 181, 190, 207, 239, 276, 305];
const target = { from: 200, to: 260 };

// preview-start
function TargetRange() {
  const { left, width } = useDrawingArea();
  // The default y-axis scale turns kWh into SVG y coordinates (larger values are higher up, so smaller y).
  const yScale = useYScale<'linear'>();
  // The band scale of the x-axis gives where each month's band starts, and how wide it is.
  const xScale = useXScale<'band'>();
  const top = yScale(target.to);
  const bottom = yScale(target.from);
  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill="#2e7d32" fillOpacity={0.15} />
      {months.map((month, index) => {
        const value = usage[index] ?? 0;
        if (value <= target.to) return null;
        // Centre of the month's band, just above its bar.
        const x = (xScale(month) ?? 0) + xScale.bandwidth() / 2;
        return (
          <text key={month} x={x} y={yScale(value) - 6} fontSize={11} textAnchor="middle" fill="currentColor">
            +{value - target.to}
          </text>
        );
      })}
    </g>
  );
}
// preview-end

export default function TargetBand() {
  return (
    <div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Shaded: the target of {target.from}–{target.to} kWh a month. Above each month over it, by how much.
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 60, label: 'kWh' }]}
        series={[{ label: 'Electricity', data: usage }]}
        hideLegend
      >
        <TargetRange />
      </BarChart>
    </div>
  );
}
