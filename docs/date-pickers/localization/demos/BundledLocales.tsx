import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/pt-br';
// preview-start
import { deDE, enUS, frFR, jaJP, ptBR } from '@mui/x-date-pickers/locales';
// preview-end
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Each language needs two things: the component texts (MUI X) and the date locale (dayjs).
const languages = {
  'English (US)': { texts: enUS, adapterLocale: 'en' },
  Deutsch: { texts: deDE, adapterLocale: 'de' },
  Français: { texts: frFR, adapterLocale: 'fr' },
  日本語: { texts: jaJP, adapterLocale: 'ja' },
  'Português (Brasil)': { texts: ptBR, adapterLocale: 'pt-br' },
};
type Language = keyof typeof languages;

export default function BundledLocales() {
  const [language, setLanguage] = React.useState<Language>('Deutsch');
  const { texts, adapterLocale } = languages[language];
  const pageTheme = useTheme();
  // preview-start
  // The bundled locale is a theme fragment: it sets the default localeText of every LocalizationProvider.
  const theme = React.useMemo(() => createTheme(pageTheme, texts), [pageTheme, texts]);
  // preview-end

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Language"
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        sx={{ maxWidth: 240 }}
      >
        {Object.keys(languages).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {/* preview-start */}
      <ThemeProvider theme={theme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <DateTimeField label="Departure" InputLabelProps={{ shrink: true }} sx={{ minWidth: 250 }} />
            <StaticDatePicker
              defaultValue={dayjs('2026-03-14')}
              slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
            />
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
      {/* preview-end */}
    </Stack>
  );
}
