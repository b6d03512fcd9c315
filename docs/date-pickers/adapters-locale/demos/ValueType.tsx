import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ValueType() {
  // preview-start
  // With AdapterDayjs, `onChange` receives a Dayjs object (or null), never a string.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  // preview-end

  const rows: [string, string][] =
    value && value.isValid()
      ? [
          ['dayjs.isDayjs(value)', String(dayjs.isDayjs(value))],
          ['value.locale()', value.locale()],
          ["value.format('dddd LL')", value.format('dddd LL')],
          ["value.locale('en').format('dddd LL')", value.locale('en').format('dddd LL')],
          ["value.format('YYYY-MM-DD')", value.format('YYYY-MM-DD')],
        ]
      : [['value', value === null ? 'null' : 'Invalid Date']];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker label="Date de livraison" value={value} onChange={(newValue) => setValue(newValue)} />
        {/* preview-end */}
        <Box component="dl" dir="ltr" sx={{ m: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
          {rows.map(([code, result]) => (
            <Box key={code} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mb: 0.5 }}>
              <Box component="dt" sx={{ fontFamily: 'monospace' }}>
                {code}
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
                → {result}
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
