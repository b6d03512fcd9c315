import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { days, orders, returns } from './shop';

type Trigger = 'axis' | 'item' | 'none';

const dayLabel = (date: Date) => date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric' });

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days, valueFormatter: dayLabel }]}
        yAxis={[{ label: 'Orders', width: 50 }]}
        series={[
          { label: 'Orders', data: orders },
          { label: 'Returns', data: returns },
        ]}
        // preview-start
        slotProps={{ tooltip: { trigger } }}
        // preview-end
      />
    </Stack>
  );
}
