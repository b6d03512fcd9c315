import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const payday = dayjs('2026-03-27T17:45');

export default function LocalizedFormats() {
  const [locale, setLocale] = React.useState('en');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        sx={{ flexWrap: 'wrap' }}
        exclusive
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
        aria-label="adapterLocale"
      >
        {['en', 'en-gb', 'de', 'ja'].map((code) => (
          <ToggleButton key={code} value={code} sx={{ textTransform: 'none' }}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        {/* preview-start */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label='Payroll date, format="L"' format="L" defaultValue={payday} />
          <DateField label='Payroll date, format="LL"' format="LL" defaultValue={payday} />
          <TimeField label='Payroll cut-off, format="LT"' format="LT" defaultValue={payday} />
        </Stack>
        {/* preview-end */}
      </LocalizationProvider>
    </Stack>
  );
}
