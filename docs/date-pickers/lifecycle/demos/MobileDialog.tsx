import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { EventLog, show, useEventLog } from './eventLog';

export default function MobileDialog() {
  const { events, log, clear } = useEventLog(8);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <MobileDatePicker
          label="Check-in"
          defaultValue={dayjs('2026-03-14')}
          onChange={(value) => log(`onChange ${show(value)}`)}
          onAccept={(value) => log(`onAccept ${show(value)}`)}
          onOpen={() => log('onOpen')}
          onClose={() => log('onClose')}
        />
        {/* preview-end */}
        <EventLog events={events} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
