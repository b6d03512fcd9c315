import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

// Visits to a small web shop per month, by where the visitor came from.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const search = [4200, 4050, 4600, 4900, 5300, 5100, 4700, 4400];
const social = [1200, 1500, 2100, 2900, 2600, 2300, 3100, 3600];
const newsletter = [900, 950, 880, 1250, 1100, 1400, 1000, 950];

const offsets: StackOffsetType[] = ['none', 'expand', 'diverging', 'silhouette', 'wiggle'];

export default function StackOffset() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('expand');
  // 'expand' turns every stack into shares of 1, so the axis shows percentages.
  const formatAxis = (value: number) =>
    stackOffset === 'expand' ? `${Math.round(value * 100)} %` : value.toLocaleString('en-US');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOffset}
        onChange={(_event, value: StackOffsetType | null) => value && setStackOffset(value)}
        aria-label="stackOffset"
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        {offsets.map((name) => (
          <ToggleButton key={name} value={name}>
            &apos;{name}&apos;
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 60, valueFormatter: formatAxis }]}
        // preview-start
        series={[
          { label: 'Search', data: search, area: true, stack: 'visits', stackOffset },
          { label: 'Social', data: social, area: true, stack: 'visits' },
          { label: 'Newsletter', data: newsletter, area: true, stack: 'visits' },
        ]}
        // preview-end
      />
    </Stack>
  );
}
