import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Price of a litre of diesel at one station, by day of the month.
const days = [1, 3, 6, 9, 12, 15, 18, 21, 24, 27];
const price = [1.62, 1.64, 1.67, 1.66, 1.71, 1.73, 1.7, 1.68, 1.69, 1.72];

export default function PriceDomainLimit() {
  const [domainLimit, setDomainLimit] = React.useState<'nice' | 'strict'>('nice');
  const [showGrid, setShowGrid] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={domainLimit}
          onChange={(_event, value: 'nice' | 'strict' | null) => value && setDomainLimit(value)}
          aria-label="domainLimit"
        >
          <ToggleButton value="nice">nice</ToggleButton>
          <ToggleButton value="strict">strict</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={showGrid} onChange={(event) => setShowGrid(event.target.checked)} />}
          label="grid"
        />
      </Stack>
      <LineChart
        height={300}
        grid={{ horizontal: showGrid, vertical: showGrid }}
        xAxis={[{ data: days, label: 'Day of the month', domainLimit }]}
        yAxis={[
          {
            domainLimit,
            width: 56,
            valueFormatter: (value: number) => `€${value.toFixed(2)}`,
          },
        ]}
        series={[
          {
            label: 'Diesel',
            data: price,
            curve: 'linear',
            valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)} per litre`),
          },
        ]}
      />
    </Stack>
  );
}
