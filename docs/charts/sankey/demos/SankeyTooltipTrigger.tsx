import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes } from './budget';

type Trigger = 'item' | 'none';

export default function SankeyTooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <SankeyChart
        height={300}
        // preview-start
        slotProps={{ tooltip: { trigger } }}
        // preview-end
        series={{ data: { nodes: budgetNodes, links: budgetIdLinks } }}
      />
    </Stack>
  );
}
