import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Minutes a commuter spends on the way to work, by mode of transport.
const modes = ['Bike', 'Bus', 'Car', 'Train', 'Walk'];
const minutes = [24, 38, 29, 33, 52];
const formatMinutes = (value: number | null) => (value === null ? '' : `${value} min`);

type Layout = 'vertical' | 'horizontal';

export default function BarLayout() {
  const [layout, setLayout] = React.useState<Layout>('horizontal');

  // preview-start
  const bandAxis = [{ scaleType: 'band' as const, data: modes }];
  const valueAxis = [{ label: 'Minutes to work' }];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        aria-label="Layout"
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="vertical">vertical</ToggleButton>
        <ToggleButton value="horizontal">horizontal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        layout={layout}
        xAxis={layout === 'vertical' ? bandAxis : valueAxis}
        yAxis={layout === 'vertical' ? [{ ...valueAxis[0], width: 50 }] : bandAxis}
        series={[{ data: minutes, valueFormatter: formatMinutes }]}
      />
    </Stack>
  );
  // preview-end
}
