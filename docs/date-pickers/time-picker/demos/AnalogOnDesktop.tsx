import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function AnalogOnDesktop() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ py: 1 }}>
        {/* preview-start */}
        <DesktopTimePicker
          label="Wake-up call"
          defaultValue={dayjs('2026-03-14T06:30')}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
        <DesktopTimePicker
          label="Checkout"
          defaultValue={dayjs('2026-03-14T11:00')}
          viewRenderers={{ hours: renderTimeViewClock, minutes: null }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
