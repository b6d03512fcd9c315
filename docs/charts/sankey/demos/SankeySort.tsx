import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLayoutLink,
  type SankeyLayoutNode,
} from '@mui/x-charts-pro/SankeyChart';
import { budgetIdLinks, budgetNodes } from './budget';

type Order = 'layout' | 'value' | 'label';

// preview-start
const byValue = (a: SankeyLayoutNode, b: SankeyLayoutNode) => b.value - a.value;
const byLabel = (a: SankeyLayoutNode, b: SankeyLayoutNode) => a.label.localeCompare(b.label);
// Links leave and enter each node biggest first.
const linksByValue = (a: SankeyLayoutLink, b: SankeyLayoutLink) => b.value - a.value;
// preview-end

export default function SankeySort() {
  const [order, setOrder] = React.useState<Order>('value');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_, next: Order | null) => next && setOrder(next)}
        aria-label="Node order"
      >
        <ToggleButton value="layout">layout</ToggleButton>
        <ToggleButton value="value">by value</ToggleButton>
        <ToggleButton value="label">by label</ToggleButton>
      </ToggleButtonGroup>
      <SankeyChart
        // A new key rebuilds the chart, so the layout starts from scratch.
        key={order}
        height={320}
        series={{
          data: { nodes: budgetNodes, links: budgetIdLinks },
          ...(order === 'layout'
            ? {}
            : {
                nodeOptions: { sort: order === 'value' ? byValue : byLabel },
                linkOptions: { sort: linksByValue },
              }),
        }}
      />
    </Stack>
  );
}
