import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

export default function MinMaxTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T18:15'));
  const { error, calls, onError } = useErrorLog<TimeValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <TimePicker
          label="Dentist (open 08:00 to 17:30)"
          value={value}
          onChange={setValue}
          minTime={dayjs('2026-03-14T08:00')}
          maxTime={dayjs('2026-03-14T17:30')}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(value, 'YYYY-MM-DD HH:mm')} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
