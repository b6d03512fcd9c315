import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MonthAndYearPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YY"
          defaultValue={dayjs('2028-09-01')}
        />
        <DatePicker label="Sprint month" views={['month']} defaultValue={dayjs('2026-03-01')} />
        <DatePicker label="Tax year" views={['year']} defaultValue={dayjs('2025-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
