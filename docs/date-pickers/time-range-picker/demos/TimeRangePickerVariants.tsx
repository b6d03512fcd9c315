import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const lunch = [dayjs('2026-03-14T12:00'), dayjs('2026-03-14T13:30')] as const;

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopTimeRangePicker label="Lunch service (desktop)" defaultValue={[lunch[0], lunch[1]]} />
        <MobileTimeRangePicker label="Lunch service (mobile)" defaultValue={[lunch[0], lunch[1]]} />
      </Stack>
    </LocalizationProvider>
  );
}
