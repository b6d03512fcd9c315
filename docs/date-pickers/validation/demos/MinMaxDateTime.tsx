import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

// Boarding opens on March 14 at 09:30 and the gate closes on March 15 at 18:00.
const opens = dayjs('2026-03-14T09:30');
const closes = dayjs('2026-03-15T18:00');

export default function MinMaxDateTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T08:00'));
  const { error, calls, onError } = useErrorLog<DateTimeValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateTimePicker
          label="Bag drop"
          value={value}
          onChange={setValue}
          minDateTime={opens}
          maxDateTime={closes}
          ampm={false}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(value, 'YYYY-MM-DD HH:mm')} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
