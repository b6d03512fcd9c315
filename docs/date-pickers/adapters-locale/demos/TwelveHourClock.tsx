import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

type AmPm = 'locale' | '12h' | '24h';

export default function TwelveHourClock() {
  const [locale, setLocale] = React.useState('en');
  const [clock, setClock] = React.useState<AmPm>('locale');

  // preview-start
  // No `ampm` prop: the locale decides. `ampm={true}` or `ampm={false}` forces a clock.
  const ampmProp = clock === 'locale' ? {} : { ampm: clock === '12h' };
  // preview-end

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ToggleButtonGroup
          size="small"
          sx={{ flexWrap: 'wrap' }}
          exclusive
          value={locale}
          onChange={(_event, next: string | null) => next && setLocale(next)}
          aria-label="adapterLocale"
        >
          {['en', 'en-gb', 'de'].map((code) => (
            <ToggleButton key={code} value={code} sx={{ textTransform: 'none' }}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          sx={{ flexWrap: 'wrap' }}
          exclusive
          value={clock}
          onChange={(_event, next: AmPm | null) => next && setClock(next)}
          aria-label="ampm"
        >
          <ToggleButton value="locale" sx={{ textTransform: 'none' }}>
            ampm unset
          </ToggleButton>
          <ToggleButton value="12h" sx={{ textTransform: 'none' }}>
            ampm=true
          </ToggleButton>
          <ToggleButton value="24h" sx={{ textTransform: 'none' }}>
            ampm=false
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        {/* preview-start */}
        <TimePicker
          label="Hotel check-in"
          {...ampmProp}
          defaultValue={dayjs('2026-03-14T15:00')}
          sx={{ maxWidth: 280 }}
        />
        {/* preview-end */}
      </LocalizationProvider>
    </Stack>
  );
}
