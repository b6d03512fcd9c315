import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TodayIcon from '@mui/icons-material/Today';
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
    <Stack direction="row" sx={{ alignItems: 'center', pr: 1 }}>
      {/* Keep the default header: every prop goes on, labelId included */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PickersCalendarHeader {...props} />
      </Box>
      <IconButton
        size="small"
        aria-label="Show this month"
        title="Show this month"
        disabled={disabled}
        onClick={() => onMonthChange(dayjs().startOf('month'))}
      >
        <TodayIcon fontSize="small" />
      </IconButton>
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
