import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, temperatures, formatDay, celsius } from './temperatures';

type FilterMode = 'keep' | 'discard';

export default function FilterMode() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="filter-mode-label" variant="body2">
          filterMode
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="filter-mode-label"
          size="small"
          exclusive
          value={filterMode}
          onChange={(_, value: FilterMode | null) => value && setFilterMode(value)}
        >
          <ToggleButton value="keep">keep</ToggleButton>
          <ToggleButton value="discard">discard</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LineChartPro
        height={300}
        // Winter: the coldest days of the year.
        initialZoom={[{ axisId: 'days', start: 0, end: 15 }]}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            valueFormatter: formatDay,
            // preview-start
            zoom: { filterMode, slider: { enabled: true } },
            // preview-end
          },
        ]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[{ data: temperatures, label: 'Daily mean', showMark: false, valueFormatter: celsius }]}
      />
    </Stack>
  );
}
