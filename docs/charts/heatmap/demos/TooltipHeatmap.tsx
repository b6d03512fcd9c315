import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { slots, visits, weekdays } from './visits';

const fullDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function TooltipHeatmap() {
  const [trigger, setTrigger] = React.useState<'item' | 'none'>('item');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: 'item' | 'none' | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="item">trigger: item</ToggleButton>
        <ToggleButton value="none">trigger: none</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={320}
        // preview-start
        // The axis formatter names the row and column in the tooltip...
        xAxis={[
          {
            data: weekdays,
            valueFormatter: (day: string, context) =>
              context.location === 'tooltip' ? (fullDays[weekdays.indexOf(day)] ?? day) : day,
          },
        ]}
        yAxis={[{ data: slots, width: 45 }]}
        // ...and the series formatter prints the value of the cell.
        series={[
          {
            label: 'Website visits',
            data: visits,
            valueFormatter: (value) => (value === null ? '' : `${value[2]} visits per hour slot`),
          },
        ]}
        slotProps={{ tooltip: { trigger } }}
        // preview-end
      />
    </Box>
  );
}
