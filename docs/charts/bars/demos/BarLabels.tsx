import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, type BarItem, type BarLabelContext } from '@mui/x-charts/BarChart';
import { electricityKwh, kwh, months } from './energy';

type Mode = 'none' | 'value' | 'function';

// preview-start
const labelKwh = (item: BarItem, context: BarLabelContext) =>
  // Leave out the label when the bar is too narrow to hold it.
  context.bar.width < 34 ? null : `${item.value}`;
// preview-end

export default function BarLabels() {
  const [mode, setMode] = React.useState<Mode>('value');
  const labelProps = mode === 'none' ? {} : { barLabel: mode === 'value' ? ('value' as const) : labelKwh };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label="barLabel"
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="none">no label</ToggleButton>
        <ToggleButton value="value">&apos;value&apos;</ToggleButton>
        <ToggleButton value="function">function</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        {...labelProps}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Electricity (kWh)', width: 60 }]}
        series={[{ data: electricityKwh, valueFormatter: kwh }]}
        slotProps={{ barLabel: { style: { fontSize: 11 } } }}
      />
    </Stack>
  );
}
