import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

export default function MinMaxDate() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const { error, calls, onError } = useErrorLog<DateValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Conference talk (March 10 to 20)"
          value={value}
          onChange={setValue}
          minDate={dayjs('2026-03-10')}
          maxDate={dayjs('2026-03-20')}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(value)} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
