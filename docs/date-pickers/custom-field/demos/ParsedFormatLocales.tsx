import * as React from 'react';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat } from '@mui/x-date-pickers/hooks';
import { deDE, enUS, frFR, type PickersLocaleText } from '@mui/x-date-pickers/locales';

// The translations of each locale, including the placeholders of the sections.
// (The cast only matters with the `exactOptionalPropertyTypes` compiler option.)
const locales = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText as Partial<PickersLocaleText>,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText as Partial<PickersLocaleText>,
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText as Partial<PickersLocaleText>,
};

type Locale = keyof typeof locales;

const formats = ['DD/MM/YYYY', 'YYYY-MM-DD', 'MMMM YYYY', 'dddd D MMMM', 'HH:mm'];

// preview-start
function FormatRow({ format }: { format: string }) {
  const parsedFormat = useParsedFormat({ format });
  return (
    <tr>
      <td>
        <code>{format}</code>
      </td>
      <td>{parsedFormat}</td>
    </tr>
  );
}
// preview-end

export default function ParsedFormatLocales() {
  const [locale, setLocale] = React.useState<Locale>('fr');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={locales[locale]}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(_event, next: Locale | null) => next && setLocale(next)}
          aria-label="Locale"
        >
          <ToggleButton value="en">en</ToggleButton>
          <ToggleButton value="fr">fr</ToggleButton>
          <ToggleButton value="de">de</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
          <DatePicker label={locale === 'en' ? 'Start date' : 'Date'} format="DD/MM/YYYY" sx={{ width: 220 }} />
          <Box
            component="table"
            dir="ltr"
            sx={{
              typography: 'body2',
              borderCollapse: 'collapse',
              '& th, & td': { textAlign: 'start', py: 0.5, pr: 3 },
              '& th': { borderBottom: 1, borderColor: 'divider' },
            }}
          >
            <thead>
              <tr>
                <th scope="col">format</th>
                <th scope="col">useParsedFormat</th>
              </tr>
            </thead>
            <tbody>
              {formats.map((format) => (
                <FormatRow key={format} format={format} />
              ))}
            </tbody>
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
