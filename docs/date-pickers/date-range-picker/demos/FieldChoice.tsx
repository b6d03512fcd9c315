import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const stay = [dayjs('2026-03-14'), dayjs('2026-03-18')] as const;

export default function FieldChoice() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ start: 'Check-in', end: 'Check-out' }}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        {/* preview-start */}
        <DateRangePicker label="Stay (one input)" defaultValue={[...stay]} />
        <DateRangePicker slots={{ field: MultiInputDateRangeField }} defaultValue={[...stay]} />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
