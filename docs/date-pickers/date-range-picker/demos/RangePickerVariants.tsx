import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

const stay = [dayjs('2026-03-14'), dayjs('2026-03-18')] as const;

export default function RangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDateRangePicker label="Desktop: popover" defaultValue={[...stay]} />
        <MobileDateRangePicker label="Mobile: dialog" defaultValue={[...stay]} />
      </Stack>
    </LocalizationProvider>
  );
}
