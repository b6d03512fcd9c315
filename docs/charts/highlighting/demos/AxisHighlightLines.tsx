import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, temperature } from './cafe';

type Mode = 'none' | 'line' | 'band';

export default function AxisHighlightLines() {
  const [x, setX] = React.useState<Mode>('band');
  const [y, setY] = React.useState<Mode>('line');
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <div>
          <Typography id="axis-highlight-x-label" variant="body2">
            axisHighlight.x
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={x}
            onChange={(_event, value: Mode | null) => value && setX(value)}
            aria-labelledby="axis-highlight-x-label"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="line">line</ToggleButton>
            <ToggleButton value="band">band</ToggleButton>
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography id="axis-highlight-y-label" variant="body2">
            axisHighlight.y
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={y}
            onChange={(_event, value: Mode | null) => value && setY(value)}
            aria-labelledby="axis-highlight-y-label"
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="line">line</ToggleButton>
          </ToggleButtonGroup>
        </div>
      </Stack>
      <LineChart
        height={280}
        axisHighlight={{ x, y }}
        xAxis={[{ scaleType: x === 'band' ? 'band' : 'point', data: months }]}
        yAxis={[{ label: 'Average temperature (°C)', width: 60 }]}
        series={[
          {
            label: 'Temperature',
            data: temperature,
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
      />
    </Box>
  );
}
