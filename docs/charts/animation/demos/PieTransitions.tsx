import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

type Season = 'winter' | 'summer';

// Share of a household's energy use by purpose, in percent.
const energyUse: Record<Season, number[]> = {
  winter: [62, 14, 12, 8, 4],
  summer: [18, 22, 20, 12, 28],
};
const purposes = ['Heating', 'Hot water', 'Cooking', 'Lighting', 'Cooling'];

export default function PieTransitions() {
  const [season, setSeason] = React.useState<Season>('winter');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={season}
        onChange={(_event, value: Season | null) => value && setSeason(value)}
        aria-label="Season"
      >
        <ToggleButton value="winter">Winter</ToggleButton>
        <ToggleButton value="summer">Summer</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={260}
        series={[
          {
            innerRadius: 50,
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value}%`,
            data: purposes.map((label, index) => ({
              id: label,
              label,
              value: energyUse[season][index]!,
            })),
          },
        ]}
      />
    </Stack>
  );
}
