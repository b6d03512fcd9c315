import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { fundChange } from './sales';

type Baseline = 'min' | 'zero' | 'max';

export default function AreaSparkLine() {
  const [area, setArea] = React.useState(true);
  const [baseline, setBaseline] = React.useState<Baseline>('zero');
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="area"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={baseline}
          onChange={(_event, value: Baseline | null) => value && setBaseline(value)}
          aria-label="Baseline"
          disabled={!area}
        >
          <ToggleButton value="min">min</ToggleButton>
          <ToggleButton value="zero">0</ToggleButton>
          <ToggleButton value="max">max</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <SparkLineChart
        data={fundChange}
        height={80}
        area={area}
        baseline={baseline === 'zero' ? 0 : baseline}
        valueFormatter={(value) => (value === null ? '' : `${value}%`)}
        showTooltip
        showHighlight
      />
    </Stack>
  );
}
