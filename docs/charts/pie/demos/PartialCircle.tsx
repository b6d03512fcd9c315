import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

// How the seats of a 120-seat council are split between groups.
const seats = [
  { id: 'green', label: 'Greens', value: 34 },
  { id: 'labour', label: 'Labour', value: 41 },
  { id: 'liberal', label: 'Liberals', value: 18 },
  { id: 'conservative', label: 'Conservatives', value: 27 },
];

const shapes = {
  full: { startAngle: 0, endAngle: 360, cy: '50%' },
  half: { startAngle: -90, endAngle: 90, cy: '80%' },
  threeQuarters: { startAngle: -135, endAngle: 135, cy: '60%' },
} as const;

type Shape = keyof typeof shapes;

export default function PartialCircle() {
  const [shape, setShape] = React.useState<Shape>('half');
  const { startAngle, endAngle, cy } = shapes[shape];

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shape}
        onChange={(_, value: Shape | null) => value && setShape(value)}
        aria-label="Pie shape"
      >
        <ToggleButton value="full">0° to 360°</ToggleButton>
        <ToggleButton value="half">-90° to 90°</ToggleButton>
        <ToggleButton value="threeQuarters">-135° to 135°</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={260}
        series={[
          {
            data: seats,
            startAngle,
            endAngle,
            cy,
            innerRadius: '50%',
            outerRadius: '100%',
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value} seats`,
          },
        ]}
      />
    </Box>
  );
}
