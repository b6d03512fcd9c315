import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function StoreHoursFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ py: 1 }}>
        <TimeField label="Opens at" defaultValue={dayjs('2026-03-14T08:30')} />
        <TimeField label="Closes at" />
      </Stack>
    </LocalizationProvider>
  );
}
