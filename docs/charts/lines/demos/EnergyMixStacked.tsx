import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Where a household's electricity came from, in kWh per quarter.
const grid = [1180, 520, 410, 1020];
const solar = [260, 890, 980, 310];
const battery = [90, 240, 270, 110];

export default function EnergyMixStacked() {
  const [percent, setPercent] = React.useState(false);
  const stackOffset = percent ? 'expand' : 'none';
  const formatter = (value: number | null) => (value === null ? '' : `${value} kWh`);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={percent} onChange={(event) => setPercent(event.target.checked)} />}
        label="Show shares (stackOffset: 'expand')"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[
          {
            width: 56,
            valueFormatter: (value: number) => (percent ? `${Math.round(value * 100)} %` : `${value}`),
          },
        ]}
        series={[
          { label: 'Grid', data: grid, stack: 'source', stackOffset, area: true, valueFormatter: formatter },
          { label: 'Solar', data: solar, stack: 'source', stackOffset, area: true, valueFormatter: formatter },
          { label: 'Battery', data: battery, stack: 'source', stackOffset, area: true, valueFormatter: formatter },
        ]}
      />
    </Stack>
  );
}
