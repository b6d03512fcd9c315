import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { EventLog, show, useEventLog } from './eventLog';

export default function TypingInTheField() {
  const { events, log, clear } = useEventLog(10);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Payroll date (2026)"
          defaultValue={dayjs('2026-03-14')}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2026-12-31')}
          onChange={(value, context) => log(`onChange ${show(value)} (validationError: ${context.validationError})`)}
          onAccept={(value, context) => log(`onAccept ${show(value)} (validationError: ${context.validationError})`)}
          onOpen={() => log('onOpen')}
          onClose={() => log('onClose')}
        />
        {/* preview-end */}
        <EventLog events={events} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
