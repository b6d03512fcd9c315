import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

// Days the bank does not process transfers, besides weekends.
const bankHolidays = new Set(['2026-04-03', '2026-04-06', '2026-05-01']);

function isNonWorkingDay(day: Dayjs) {
  return day.day() === 0 || day.day() === 6 || bankHolidays.has(day.format('YYYY-MM-DD'));
}

export default function DisableWeekends() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-03'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Transfer date"
          value={value}
          onChange={setValue}
          shouldDisableDate={isNonWorkingDay}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(value)} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
