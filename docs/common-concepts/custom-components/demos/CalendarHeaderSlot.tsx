import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, type DateCalendarSlots } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeader } from '@mui/x-date-pickers/PickersCalendarHeader';
import type { PropsFromSlot } from '@mui/x-date-pickers/models';

// preview-start
// The props DateCalendar passes to its `calendarHeader` slot.
type HeaderProps = PropsFromSlot<DateCalendarSlots['calendarHeader']>;

function HeaderWithToday(props: HeaderProps) {
  const { onMonthChange, disabled } = props;
  return (
    <Stack>
      {/* Keep the default header: every prop goes on, labelId included */}
      <PickersCalendarHeader {...props} />
      <Button
        size="small"
        disabled={disabled}
        onClick={() => onMonthChange(dayjs().startOf('month'))}
        sx={{ alignSelf: 'center' }}
      >
        Show this month
      </Button>
    </Stack>
  );
}
// preview-end

export default function CalendarHeaderSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-03-14')} slots={{ calendarHeader: HeaderWithToday }} />
    </LocalizationProvider>
  );
}
