import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { months, highs, formatCelsius } from './madrid';

type LabelPosition = 'start' | 'end' | 'extremes';

export default function ContinuousLegend() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');
  const [reverse, setReverse] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={labelPosition}
          onChange={(_, value: LabelPosition | null) => value && setLabelPosition(value)}
          aria-label="Label position"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
          <ToggleButton value="extremes">extremes</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(e) => setReverse(e.target.checked)} />}
          label="reverse"
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            label: 'Average high (°C)',
            width: 50,
            // preview-start
            colorMap: { type: 'continuous', min: 5, max: 35, color: ['#4fc3f7', '#d84315'] },
            // preview-end
          },
        ]}
        series={[{ label: 'Average high', data: highs, valueFormatter: formatCelsius }]}
        // preview-start
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: { axisDirection: 'y', labelPosition, reverse, sx: { width: 280 } },
        }}
        // preview-end
      />
    </Stack>
  );
}
