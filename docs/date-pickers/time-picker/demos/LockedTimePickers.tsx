import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function LockedTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ py: 1 }}>
        <TimePicker label="Check-in (read-only)" readOnly defaultValue={dayjs('2026-03-14T15:00')} />
        <TimePicker label="Late check-in (disabled)" disabled defaultValue={dayjs('2026-03-14T22:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
