import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReferenceDateOpen() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        {/* Empty, no reference: the calendar opens on today's month. */}
        <DatePicker label="First lecture" />
        {/* Empty, with a reference: the calendar opens on September 2026. */}
        <DatePicker label="First lecture (term)" referenceDate={dayjs('2026-09-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
