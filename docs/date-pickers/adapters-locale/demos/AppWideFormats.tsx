import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// preview-start
// Defined outside the component: a new object on every render would rebuild the adapter each time.
const isoFormats = { keyboardDate: 'YYYY-MM-DD', fullTime24h: 'HH:mm' };
// preview-end

export default function AppWideFormats() {
  return (
    // preview-start
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={isoFormats}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Invoice date" defaultValue={dayjs('2026-03-14')} />
        <DateTimePicker label="Payment due" ampm={false} defaultValue={dayjs('2026-04-13T17:00')} />
      </Stack>
    </LocalizationProvider>
    // preview-end
  );
}
