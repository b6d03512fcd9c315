import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

type Cycle = 'locale' | '12h' | '24h';

const locales = [
  { code: 'en', name: 'English (US)' },
  { code: 'en-gb', name: 'English (UK)' },
  { code: 'de', name: 'Deutsch' },
];

export default function TimePickerAmPm() {
  const [locale, setLocale] = React.useState('en-gb');
  const [cycle, setCycle] = React.useState<Cycle>('locale');
  // Without `ampm`, the picker follows the locale.
  const ampmProp = cycle === 'locale' ? {} : { ampm: cycle === '12h' };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, pt: 1, mb: 2, alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="ampm-locale-label">adapterLocale</InputLabel>
          <Select
            labelId="ampm-locale-label"
            label="adapterLocale"
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
          >
            {locales.map(({ code, name }) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={cycle}
          onChange={(_, newCycle: Cycle | null) => newCycle && setCycle(newCycle)}
          aria-label="ampm"
        >
          <ToggleButton value="locale" sx={{ textTransform: 'none' }}>
            not set
          </ToggleButton>
          <ToggleButton value="12h" sx={{ textTransform: 'none' }}>
            ampm
          </ToggleButton>
          <ToggleButton value="24h" sx={{ textTransform: 'none' }}>
            ampm={'{false}'}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <TimePicker label="Last train" {...ampmProp} defaultValue={dayjs('2026-03-14T23:40')} />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
