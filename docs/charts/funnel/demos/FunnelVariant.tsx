import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

type Variant = 'filled' | 'outlined';

export default function FunnelVariant() {
  const [variant, setVariant] = React.useState<Variant>('outlined');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_, next: Variant | null) => next && setVariant(next)}
        aria-label="Variant"
      >
        <ToggleButton value="filled">filled</ToggleButton>
        <ToggleButton value="outlined">outlined</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart height={280} hideLegend series={[{ data: shopFunnel, variant }]} />
    </Stack>
  );
}
