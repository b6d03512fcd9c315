import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

type Layout = 'vertical' | 'horizontal';

export default function FunnelLayout() {
  const [layout, setLayout] = React.useState<Layout>('horizontal');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_, next: Layout | null) => next && setLayout(next)}
        aria-label="Layout"
      >
        <ToggleButton value="vertical">vertical</ToggleButton>
        <ToggleButton value="horizontal">horizontal</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart height={280} hideLegend series={[{ data: shopFunnel, layout }]} />
    </Stack>
  );
}
