import * as React from 'react';
import { LineChart, MarkElement } from '@mui/x-charts/LineChart';
import type { MarkElementProps } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Story points a team completed per sprint week.
const velocity = [21, 24, 19, 27, 30, 26, 32, 34];

// preview-start
function LabelledMark(props: MarkElementProps) {
  const { x, y, dataIndex } = props;
  return (
    <g>
      <MarkElement {...props} />
      <text x={x} y={Number(y) - 12} textAnchor="middle" fontSize={12} fill="currentColor" pointerEvents="none">
        {velocity[dataIndex]}
      </text>
    </g>
  );
}
// preview-end

export default function ValueLabelMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 0, max: 40, label: 'Story points' }]}
      series={[{ label: 'Velocity', data: velocity, curve: 'linear' }]}
      slots={{ mark: LabelledMark }}
      sx={{ color: 'text.primary' }}
    />
  );
}
