import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

// The school runs exams in every month but August, and skipped 2027 for a rebuild.
const noExamsInAugust = (month: Dayjs) => month.month() === 7;
const closedYears = (year: Dayjs) => year.year() === 2027;

export default function DisableMonthsAndYears() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-08-01'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Exam session"
          views={['year', 'month']}
          openTo="month"
          value={value}
          onChange={setValue}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2029-12-31')}
          shouldDisableMonth={noExamsInAugust}
          shouldDisableYear={closedYears}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(value, 'MMMM YYYY')} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
