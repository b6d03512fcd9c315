import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// preview-start
// Tax returns close at 23:30 UTC on 14 March 2026: one instant, two calendar days.
const deadline = dayjs.utc('2026-03-14T23:30Z');
// preview-end

export default function DayBoundary() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Deadline in Los Angeles" timezone="America/Los_Angeles" value={deadline} readOnly />
        <DatePicker label="Deadline in UTC" timezone="UTC" value={deadline} readOnly />
        <DatePicker label="Deadline in Tokyo" timezone="Asia/Tokyo" value={deadline} readOnly />
      </Stack>
      {/* preview-end */}
    </LocalizationProvider>
  );
}
