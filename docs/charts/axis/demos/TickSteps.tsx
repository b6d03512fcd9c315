import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type StepOption = 'auto' | 'min' | 'max';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Support tickets escalated to the second line: small whole numbers.
const escalations = [1, 0, 2, 3, 1];

export default function TickSteps() {
  const [option, setOption] = React.useState<StepOption>('min');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={option}
        onChange={(_event, value: StepOption | null) => value && setOption(value)}
        aria-label="Tick step of the y-axis"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="auto">no step</ToggleButton>
        <ToggleButton value="min">tickMinStep: 1</ToggleButton>
        <ToggleButton value="max">tickMaxStep: 0.25</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[
          {
            ...(option === 'min' && { tickMinStep: 1 }),
            ...(option === 'max' && { tickMaxStep: 0.25 }),
          },
        ]}
        series={[{ data: escalations, label: 'Escalated tickets' }]}
      />
    </Stack>
  );
}
