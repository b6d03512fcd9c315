import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { frFRLocalText, ptBRLocaleText, svSELocaleText, enUSLocaleText } from '@mui/x-charts/locales';

const locales = {
  enUS: enUSLocaleText,
  frFR: frFRLocalText,
  ptBR: ptBRLocaleText,
  svSE: svSELocaleText,
};
type LocaleKey = keyof typeof locales;

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const orders = [42, 37, 51, 46, 60];

export default function LocaleProvider() {
  const [locale, setLocale] = React.useState<LocaleKey>('frFR');
  const [state, setState] = React.useState<'empty' | 'loading'>('empty');

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="chart-locale-label">Locale</InputLabel>
          <Select
            labelId="chart-locale-label"
            label="Locale"
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
          >
            <MenuItem value="enUS">enUS</MenuItem>
            <MenuItem value="frFR">frFR</MenuItem>
            <MenuItem value="ptBR">ptBR</MenuItem>
            <MenuItem value="svSE">svSE</MenuItem>
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={state === 'loading'}
              onChange={(event) => setState(event.target.checked ? 'loading' : 'empty')}
            />
          }
          label="loading"
        />
      </Stack>
      {/* Every chart inside the provider uses these texts. */}
      <ChartsLocalizationProvider localeText={locales[locale]}>
        <BarChart
          height={260}
          loading={state === 'loading'}
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          series={[{ data: state === 'loading' ? orders : [], label: 'Orders' }]}
        />
      </ChartsLocalizationProvider>
    </Stack>
  );
}
