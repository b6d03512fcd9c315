import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { electricity } from './sales';

type Domain = 'nice' | 'strict' | 'padded';

// A function receives the data's min and max and returns the domain to use.
const padded = (min: number, max: number) => ({ min: min - 50, max: max + 50 });

export default function DomainLimitSparkLine() {
  const [domain, setDomain] = React.useState<Domain>('strict');
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={domain}
        onChange={(_event, value: Domain | null) => value && setDomain(value)}
        aria-label="Y-axis domain limit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function</ToggleButton>
      </ToggleButtonGroup>
      <SparkLineChart
        data={electricity}
        height={80}
        area
        yAxis={{ domainLimit: domain === 'padded' ? padded : domain }}
        sx={{ border: 1, borderColor: 'divider' }}
      />
    </Stack>
  );
}
