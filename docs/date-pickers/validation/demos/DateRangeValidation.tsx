import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

// The hotel has no check-in on Sundays and no check-out on Saturdays.
function isBlocked(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' ? day.day() === 0 : day.day() === 6;
}

export default function DateRangeValidation() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-15'), dayjs('2026-03-21')]);
  const { error, calls, onError } = useErrorLog<DateRangeValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateRangePicker
          label="Hotel stay"
          value={stay}
          onChange={setStay}
          minDate={dayjs('2026-03-01')}
          shouldDisableDate={isBlocked}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={`[${show(stay[0])}, ${show(stay[1])}]`} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
