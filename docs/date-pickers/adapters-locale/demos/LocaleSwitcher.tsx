import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
// preview-start
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ar';
// preview-end
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const locales = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
  { code: 'ja', label: '日本語' },
  { code: 'ar', label: 'العربية' },
];

const departure = dayjs('2026-03-14T09:30');

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState('de');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        sx={{ flexWrap: 'wrap' }}
        exclusive
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
        aria-label="Date library locale"
      >
        {locales.map((item) => (
          <ToggleButton key={item.code} value={item.code} lang={item.code}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DateTimePicker label="Flight departure" defaultValue={departure} sx={{ minWidth: 260 }} />
          <DateCalendar defaultValue={departure} />
        </Stack>
      </LocalizationProvider>
      {/* preview-end */}
    </Stack>
  );
}
