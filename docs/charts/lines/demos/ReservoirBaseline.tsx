import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Fill level of a reservoir at the end of each month, in % of capacity.
const level = [78, 82, 85, 83, 76, 68, 57, 49, 46, 52, 63, 72];

type BaselineChoice = '0' | 'min' | 'max' | '60';

export default function ReservoirBaseline() {
  const [choice, setChoice] = React.useState<BaselineChoice>('min');
  const baseline = choice === '0' || choice === '60' ? Number(choice) : choice;

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: BaselineChoice | null) => value && setChoice(value)}
        aria-label="baseline"
      >
        <ToggleButton value="0">0</ToggleButton>
        <ToggleButton value="min">&apos;min&apos;</ToggleButton>
        <ToggleButton value="max">&apos;max&apos;</ToggleButton>
        <ToggleButton value="60">60</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Fill level (%)' }]}
        series={[
          {
            label: 'Reservoir level',
            data: level,
            area: true,
            baseline,
            valueFormatter: (value) => (value === null ? '' : `${value} %`),
          },
        ]}
      />
    </Stack>
  );
}
