import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { shopFunnel, stageNames } from './shopFunnel';

type Scale = 'band' | 'linear';

export default function CategoryAxisScale() {
  const [scaleType, setScaleType] = React.useState<Scale>('linear');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, next: Scale | null) => next && setScaleType(next)}
        aria-label="Scale type of the category axis"
      >
        <ToggleButton value="band">band</ToggleButton>
        <ToggleButton value="linear">linear</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={320}
        hideLegend
        // preview-start
        categoryAxis={{
          categories: stageNames,
          scaleType,
          position: 'left',
          size: 130,
        }}
        // preview-end
        series={[{ data: shopFunnel }]}
      />
    </Stack>
  );
}
