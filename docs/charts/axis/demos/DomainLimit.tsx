import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Limit = 'nice' | 'strict' | 'function';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visitors = [1230, 1475, 1390, 1610, 1822, 2371, 2045];

// Leave 10% of head room above the tallest bar.
const withHeadroom = (min: number, max: number) => ({ min: Math.min(0, min), max: max * 1.1 });

export default function DomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('nice');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={limit}
        onChange={(_event, value: Limit | null) => value && setLimit(value)}
        aria-label="Domain limit of the y-axis"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="function">function</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ domainLimit: limit === 'function' ? withHeadroom : limit }]}
        series={[{ data: visitors, label: 'Museum visitors' }]}
      />
    </Stack>
  );
}
