import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, highs, lows, formatCelsius } from './madrid';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vertical}
          onChange={(_, value: Vertical | null) => value && setVertical(value)}
          aria-label="Vertical position"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={horizontal}
          onChange={(_, value: Horizontal | null) => value && setHorizontal(value)}
          aria-label="Horizontal position"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="center">center</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Temperature (°C)', width: 50 }]}
        series={[
          { label: 'Average high', data: highs, valueFormatter: formatCelsius },
          { label: 'Average low', data: lows, valueFormatter: formatCelsius },
        ]}
        // preview-start
        slotProps={{ legend: { position: { vertical, horizontal } } }}
        // preview-end
      />
    </Stack>
  );
}
