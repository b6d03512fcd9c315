import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

// preview-start
// Only the keys you give change; every other text stays the default English one.
const bookingTexts: Partial<PickersLocaleText> = {
  datePickerToolbarTitle: 'Choose your arrival',
  todayButtonLabel: 'Tonight',
  clearButtonLabel: 'No date yet',
  okButtonLabel: 'Book',
};
// preview-end

export default function ProviderLocaleText() {
  return (
    // preview-start
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={bookingTexts}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-14')}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
      />
    </LocalizationProvider>
    // preview-end
  );
}
