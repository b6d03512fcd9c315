import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function InitialValueDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Starts filled in; the picker keeps the value in its own state. */}
        <DateTimePicker label="Next check-up" defaultValue={dayjs('2026-03-14T09:30')} />
        {/* Starts empty; picking a day gives that day at 08:00, not at midnight. */}
        <DateTimePicker label="Cleaning (optional)" referenceDate={dayjs('2026-03-14T08:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
