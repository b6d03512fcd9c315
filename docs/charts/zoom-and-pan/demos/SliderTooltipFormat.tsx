import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, temperatures, celsius } from './temperatures';

type ShowTooltip = 'always' | 'hover' | 'never';

const short = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});
const long = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function SliderTooltipFormat() {
  const [showTooltip, setShowTooltip] = React.useState<ShowTooltip>('always');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="show-tooltip-label" variant="body2">
          showTooltip
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="show-tooltip-label"
          size="small"
          exclusive
          value={showTooltip}
          onChange={(_, value: ShowTooltip | null) => value && setShowTooltip(value)}
        >
          <ToggleButton value="always">always</ToggleButton>
          <ToggleButton value="hover">hover</ToggleButton>
          <ToggleButton value="never">never</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LineChartPro
        height={330}
        initialZoom={[{ axisId: 'days', start: 30, end: 55 }]}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            // preview-start
            valueFormatter: (value: Date, context) =>
              context.location === 'zoom-slider-tooltip' ? long.format(value) : short.format(value),
            zoom: { slider: { enabled: true, showTooltip } },
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[{ data: temperatures, label: 'Daily mean', showMark: false, valueFormatter: celsius }]}
      />
    </Stack>
  );
}
