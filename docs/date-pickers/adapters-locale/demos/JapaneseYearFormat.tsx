import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// preview-start
// Japanese writes the year with 年 and puts it first: 2026年3月.
const japaneseFormats = { year: 'YYYY年' };
// preview-end

export default function JapaneseYearFormat() {
  return (
    // preview-start
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ja" dateFormats={japaneseFormats}>
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        openTo="year"
        slotProps={{ calendarHeader: { format: 'YYYY年M月' } }}
      />
    </LocalizationProvider>
    // preview-end
  );
}
