import * as React from 'react';
import dayjs from 'dayjs';
import Tooltip from '@mui/material/Tooltip';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Public holidays in the office's calendar, by ISO date.
const holidays: Record<string, string> = {
  '2026-04-03': 'Good Friday',
  '2026-04-06': 'Easter Monday',
  '2026-05-01': 'Labour Day',
  '2026-05-14': 'Ascension Day',
  '2026-05-25': 'Whit Monday',
};

// preview-start
function HolidayDay(props: PickersDayProps) {
  const holiday = holidays[props.day.format('YYYY-MM-DD')];
  if (!holiday || props.outsideCurrentMonth) return <PickersDay {...props} />;

  return (
    <Tooltip title={holiday} describeChild>
      <PickersDay {...props} sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 4, fontWeight: 700 }} />
    </Tooltip>
  );
}
// preview-end

export default function HolidayDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Team offsite" defaultValue={dayjs('2026-04-08')} slots={{ day: HolidayDay }} />
    </LocalizationProvider>
  );
}
