import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type XPosition = 'top' | 'bottom' | 'none';
type YPosition = 'left' | 'right' | 'none';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const deliveries = [34, 41, 38, 45, 52, 28, 12];

export default function AxisPosition() {
  const [xPosition, setXPosition] = React.useState<XPosition>('top');
  const [yPosition, setYPosition] = React.useState<YPosition>('right');

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={xPosition}
          onChange={(_event, value: XPosition | null) => value && setXPosition(value)}
          aria-label="Position of the x-axis"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
          <ToggleButton value="none">none</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={yPosition}
          onChange={(_event, value: YPosition | null) => value && setYPosition(value)}
          aria-label="Position of the y-axis"
        >
          <ToggleButton value="left">left</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
          <ToggleButton value="none">none</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays, position: xPosition }]}
        yAxis={[{ position: yPosition }]}
        series={[{ data: deliveries, label: 'Parcels delivered' }]}
      />
    </Stack>
  );
}
