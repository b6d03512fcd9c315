import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const visiting = [dayjs('2026-03-14T14:00'), dayjs('2026-03-14T17:00')] as const;

export default function DisabledReadOnlyTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeRangePicker label="Visiting hours (read-only)" defaultValue={[...visiting]} readOnly />
        <TimeRangePicker label="Visiting hours (disabled)" defaultValue={[...visiting]} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
