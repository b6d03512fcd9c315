import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function ReferenceDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimeRangePicker
        label="Hotel stay"
        // Check-in from 15:00, check-out until 11:00: a picked day gets that time.
        referenceDate={[dayjs('2026-03-14T15:00'), dayjs('2026-03-14T11:00')]}
        sx={{ width: '100%', maxWidth: 420 }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
