import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// preview-start
// A locale of your own: US English, except that weeks start on Monday (0 = Sunday, 1 = Monday...).
// The third argument `true` registers it without making it the global dayjs locale.
const usMonday: ILocale = { ...(dayjs.Ls.en as ILocale), name: 'en-us-monday', weekStart: 1 };
dayjs.locale(usMonday, undefined, true);
// preview-end

const options = [
  { locale: 'en', label: 'en: Sunday first' },
  { locale: 'en-gb', label: 'en-gb: Monday first' },
  { locale: 'ar', label: 'ar: Saturday first' },
  { locale: 'en-us-monday', label: 'en-us-monday: custom locale' },
];

export default function FirstDayOfWeek() {
  const [locale, setLocale] = React.useState('en-gb');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="adapterLocale"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        sx={{ minWidth: 260 }}
      >
        {options.map((option) => (
          <MenuItem key={option.locale} value={option.locale}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <DateCalendar defaultValue={dayjs('2026-03-14')} />
      </LocalizationProvider>
    </Stack>
  );
}
