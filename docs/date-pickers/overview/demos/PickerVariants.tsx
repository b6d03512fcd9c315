import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const deadline = dayjs('2025-11-28');

export default function PickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ py: 1 }}>
        <DateField label="Field only" defaultValue={deadline} />
        <DesktopDatePicker label="Desktop (popover)" defaultValue={deadline} />
        <MobileDatePicker label="Mobile (dialog)" defaultValue={deadline} />
      </Stack>
    </LocalizationProvider>
  );
}
