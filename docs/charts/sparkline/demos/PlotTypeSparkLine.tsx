import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { electricity } from './sales';

export default function PlotTypeSparkLine() {
  const [plotType, setPlotType] = React.useState<'line' | 'bar'>('bar');
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={plotType}
        onChange={(_event, value: 'line' | 'bar' | null) => value && setPlotType(value)}
        aria-label="Plot type"
      >
        <ToggleButton value="line">line</ToggleButton>
        <ToggleButton value="bar">bar</ToggleButton>
      </ToggleButtonGroup>
      <SparkLineChart plotType={plotType} data={electricity} height={80} />
    </Stack>
  );
}
