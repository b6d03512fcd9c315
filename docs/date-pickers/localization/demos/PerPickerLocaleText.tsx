import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function PerPickerLocaleText() {
  return (
    // preview-start
    // Shared by both pickers: the button labels.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ cancelButtonLabel: 'Keep my dates', okButtonLabel: 'Confirm' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* One picker each: the toolbar title. */}
        <MobileDatePicker
          label="Check-in"
          defaultValue={dayjs('2026-03-14')}
          localeText={{ toolbarTitle: 'When do you arrive?' }}
        />
        <MobileDatePicker
          label="Check-out"
          defaultValue={dayjs('2026-03-17')}
          localeText={{ toolbarTitle: 'When do you leave?', okButtonLabel: 'Confirm departure' }}
        />
      </Stack>
    </LocalizationProvider>
    // preview-end
  );
}
