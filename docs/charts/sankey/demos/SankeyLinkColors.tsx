import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes } from './budget';

type LinkColor = 'source' | 'target' | '#9e9e9e';

// One link keeps its own colour whatever the default is.
const links = budgetIdLinks.map((link) => (link.target === 'savings' ? { ...link, color: '#00bfa5' } : link));

export default function SankeyLinkColors() {
  const [color, setColor] = React.useState<LinkColor>('target');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={color}
        onChange={(_, next: LinkColor | null) => next && setColor(next)}
        aria-label="Link colour"
      >
        <ToggleButton value="source">source</ToggleButton>
        <ToggleButton value="target">target</ToggleButton>
        <ToggleButton value="#9e9e9e">grey</ToggleButton>
      </ToggleButtonGroup>
      <SankeyChart
        height={320}
        series={{
          data: { nodes: budgetNodes, links },
          // preview-start
          linkOptions: { color, opacity: 0.5 },
          // preview-end
        }}
      />
    </Stack>
  );
}
