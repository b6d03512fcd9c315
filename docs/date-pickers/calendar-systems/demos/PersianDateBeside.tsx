import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { faIR as materialFaIR } from '@mui/material/locale';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fa';
import { faIR } from '@mui/x-date-pickers/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const rtlCache = createCache({ key: 'persian-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// preview-start
// The browser's Intl API knows the Persian (Solar Hijri) calendar: use it to show the date there.
const solarHijri = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'full' });
// preview-end

export default function PersianDateBeside() {
  const pageTheme = useTheme();
  const theme = React.useMemo(() => createTheme(pageTheme, { direction: 'rtl' }, faIR, materialFaIR), [pageTheme]);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <Box dir="rtl" lang="fa">
          {/* preview-start */}
          {/* A Gregorian picker, with Persian names and a right-to-left layout. */}
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fa">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <DatePicker label="تاریخ نوبت" format="D MMMM YYYY" value={value} onChange={setValue} />
              <Typography>{value?.isValid() ? solarHijri.format(value.toDate()) : '—'}</Typography>
            </Stack>
          </LocalizationProvider>
          {/* preview-end */}
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
