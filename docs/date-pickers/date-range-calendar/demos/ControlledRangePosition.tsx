import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) => (date ? date.format('ddd D MMM') : 'not set');

export default function ControlledRangePosition() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-23'), dayjs('2026-04-03')]);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');
  const [selectionState, setSelectionState] = React.useState('none yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rangePosition}
          onChange={(_, value: RangePosition | null) => value && setRangePosition(value)}
          aria-label="Date to edit"
        >
          <ToggleButton value="start" sx={{ textTransform: 'none' }}>
            First day: {show(leave[0])}
          </ToggleButton>
          <ToggleButton value="end" sx={{ textTransform: 'none' }}>
            Last day: {show(leave[1])}
          </ToggleButton>
        </ToggleButtonGroup>
        {/* preview-start */}
        <DateRangeCalendar
          value={leave}
          onChange={(newValue, state) => {
            setLeave(newValue);
            setSelectionState(state ?? 'undefined');
          }}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
        />
        {/* preview-end */}
        <Typography variant="body2" dir="ltr">
          rangePosition: {rangePosition}, last selectionState: {selectionState}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
