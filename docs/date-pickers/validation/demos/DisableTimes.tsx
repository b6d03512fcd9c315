import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView, TimeValidationError } from '@mui/x-date-pickers/models';
import { show, useErrorLog, ValidationReadout } from './validationReadout';

// No appointments during the 12:00 lunch hour, and none at a quarter to.
function isUnavailable(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  if (view === 'minutes') {
    return value.minute() === 45;
  }
  return false;
}

export default function DisableTimes() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T12:15'));
  const { error, calls, onError } = useErrorLog<TimeValidationError>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <TimePicker
          label="Cleaning appointment"
          value={value}
          onChange={setValue}
          minutesStep={15}
          shouldDisableTime={isUnavailable}
          onError={onError}
        />
        {/* preview-end */}
        <ValidationReadout value={show(value, 'HH:mm')} error={error} calls={calls} />
      </Stack>
    </LocalizationProvider>
  );
}
