import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

export default function DateTimeRangeValidation() {
  const [booking, setBooking] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-14T16:00'),
    dayjs('2026-03-14T15:00'),
  ]);
  const { error, calls, onError } = useErrorLog<DateTimeRangeValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateTimeRangePicker
          label="Meeting room"
          value={booking}
          onChange={setBooking}
          ampm={false}
          minTime={dayjs('2026-03-14T08:00')}
          maxTime={dayjs('2026-03-14T20:00')}
          minutesStep={30}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout
          value={`[${show(booking[0], 'YYYY-MM-DD HH:mm')}, ${show(booking[1], 'YYYY-MM-DD HH:mm')}]`}
          error={error}
          calls={calls}
        />
      </Stack>
    </LocalizationProvider>
  );
}
