import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ChartsLegendSlotProps() {
  const [direction, setDirection] = React.useState<'horizontal' | 'vertical'>('horizontal');
  const [trigger, setTrigger] = React.useState<'axis' | 'item'>('axis');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id="legend-direction-label" variant="body2">
            Legend direction
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={direction}
            onChange={(_event, value: 'horizontal' | 'vertical' | null) => {
              if (value) {
                setDirection(value);
              }
            }}
            aria-labelledby="legend-direction-label"
          >
            <ToggleButton value="horizontal">horizontal</ToggleButton>
            <ToggleButton value="vertical">vertical</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id="tooltip-trigger-label" variant="body2">
            Tooltip trigger
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={trigger}
            onChange={(_event, value: 'axis' | 'item' | null) => {
              if (value) {
                setTrigger(value);
              }
            }}
            aria-labelledby="tooltip-trigger-label"
          >
            <ToggleButton value="axis">axis</ToggleButton>
            <ToggleButton value="item">item</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={260}
        xAxis={[{ data: months, scaleType: 'band' }]}
        series={[
          { label: 'Online shop', data: [42, 38, 51, 47, 60, 66] },
          { label: 'Market stall', data: [18, 21, 30, 35, 33, 29] },
        ]}
        slotProps={{
          legend: { direction, position: { vertical: 'top', horizontal: 'end' } },
          tooltip: { trigger },
        }}
      />
      {/* preview-end */}
    </Stack>
  );
}
