import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel } from './shopFunnel';

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_, next: FunnelCurveType | null) => next && setCurve(next)}
        aria-label="Curve"
        sx={{ flexWrap: 'wrap' }}
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={280}
        hideLegend
        // preview-start
        series={[{ data: shopFunnel, curve }]}
        // preview-end
      />
    </Stack>
  );
}
