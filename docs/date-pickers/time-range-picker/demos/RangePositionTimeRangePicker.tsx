import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { RangePosition } from '@mui/x-date-pickers-pro/models';

export default function RangePositionTimeRangePicker() {
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Edited end"
          value={rangePosition}
          onChange={(_event, next: RangePosition | null) => next && setRangePosition(next)}
        >
          <ToggleButton value="start">Edit the start</ToggleButton>
          <ToggleButton value="end">Edit the end</ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <TimeRangePicker
          label="Overtime"
          defaultValue={[dayjs('2026-03-14T17:00'), dayjs('2026-03-14T19:00')]}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
