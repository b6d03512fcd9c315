import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Visitors of a museum per hour of a Saturday.
const hours = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const visitors = [120, 210, 260, 240, 310, 330, 280, 150];

const margins = {
  tight: { top: 10, right: 10, bottom: 10, left: 10 },
  roomy: { top: 40, right: 60, bottom: 40, left: 60 },
};

// preview-start
function DrawingAreaFrame() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke="currentColor"
        strokeDasharray="4 4"
        opacity={0.6}
      />
      <text x={left + 8} y={top + 18} fill="currentColor" fontSize={12}>
        {`${Math.round(width)} × ${Math.round(height)} px, from (${left}, ${top})`}
      </text>
    </g>
  );
}
// preview-end

export default function DrawingAreaOutline() {
  const [margin, setMargin] = React.useState<keyof typeof margins>('roomy');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="margin-label" variant="body2">
          Margin
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={margin}
          onChange={(_, value: keyof typeof margins | null) => value && setMargin(value)}
          aria-labelledby="margin-label"
        >
          <ToggleButton value="tight">Tight</ToggleButton>
          <ToggleButton value="roomy">Roomy</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography component="div" sx={{ color: 'text.secondary' }}>
        <LineChart
          height={280}
          margin={margins[margin]}
          xAxis={[{ scaleType: 'point', data: hours }]}
          yAxis={[{ width: 40 }]}
          series={[{ label: 'Visitors', data: visitors, area: true }]}
          hideLegend
        >
          <DrawingAreaFrame />
        </LineChart>
      </Typography>
    </Stack>
  );
}
