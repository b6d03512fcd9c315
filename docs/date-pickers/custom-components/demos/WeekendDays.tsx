import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickerDayOwnerState } from '@mui/x-date-pickers/PickersDay';

// preview-start
// Called for every day cell with its state: the date, selected, outside the month, today...
function dayProps({ day, isDaySelected }: PickerDayOwnerState) {
  const weekend = day.day() === 0 || day.day() === 6;
  return weekend && !isDaySelected ? { sx: { color: 'text.secondary', fontStyle: 'italic' } } : {};
}
// preview-end

export default function WeekendDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-03-18')} slotProps={{ day: dayProps }} />
    </LocalizationProvider>
  );
}
