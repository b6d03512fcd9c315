import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

// Where a household's electricity went last year, in kWh.
const uses = [
  { id: 'heating', label: 'Heating', value: 1850 },
  { id: 'water', label: 'Hot water', value: 820 },
  { id: 'kitchen', label: 'Kitchen', value: 640 },
  { id: 'laundry', label: 'Laundry', value: 310 },
  { id: 'lighting', label: 'Lighting', value: 240 },
];

type Direction = 'vertical' | 'horizontal';

export default function LegendDirection() {
  const [direction, setDirection] = React.useState<Direction>('vertical');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_, value: Direction | null) => value && setDirection(value)}
        aria-label="Legend direction"
      >
        <ToggleButton value="vertical">vertical</ToggleButton>
        <ToggleButton value="horizontal">horizontal</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={260}
        series={[
          {
            data: uses,
            innerRadius: 40,
            valueFormatter: (item) => `${item.value} kWh`,
          },
        ]}
        // preview-start
        slotProps={{
          legend: {
            direction,
            position:
              direction === 'vertical'
                ? { vertical: 'middle', horizontal: 'end' }
                : { vertical: 'bottom', horizontal: 'center' },
          },
        }}
        // preview-end
      />
    </Stack>
  );
}
