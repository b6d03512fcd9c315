import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const pickUp = dayjs('2026-03-14T17:45');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ py: 1 }}>
        <DesktopTimePicker label="Desktop (popover)" defaultValue={pickUp} />
        <MobileTimePicker label="Mobile (dialog)" defaultValue={pickUp} />
        <TimeField label="Field only" defaultValue={pickUp} />
      </Stack>
    </LocalizationProvider>
  );
}
