import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// This demo depends on today's date: the days after today are disabled.
export default function ReportPeriod() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangeCalendar disableFuture currentMonthCalendarPosition={2} />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
