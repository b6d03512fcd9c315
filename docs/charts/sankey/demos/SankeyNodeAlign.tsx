import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart, type SankeyNodeOptions } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes } from './budget';

type Align = NonNullable<SankeyNodeOptions['align']>;

export default function SankeyNodeAlign() {
  const [align, setAlign] = React.useState<Align>('left');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_, next: Align | null) => next && setAlign(next)}
        aria-label="Node alignment"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="justify">justify</ToggleButton>
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
        <ToggleButton value="center">center</ToggleButton>
      </ToggleButtonGroup>
      <SankeyChart
        height={320}
        series={{
          data: { nodes: budgetNodes, links: budgetIdLinks },
          // preview-start
          nodeOptions: { align },
          // preview-end
        }}
      />
    </Stack>
  );
}
