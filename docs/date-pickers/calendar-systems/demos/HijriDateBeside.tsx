import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// preview-start
// The Umm al-Qura calendar, as the browser's Intl API knows it.
const ummAlQura = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { dateStyle: 'full' });
// preview-end

const rtlCache = createCache({ key: 'hijri-rtl', stylisPlugins: [prefixer, rtlPlugin] });

export default function HijriDateBeside() {
  const pageTheme = useTheme();
  const theme = React.useMemo(() => createTheme(pageTheme, { direction: 'rtl' }), [pageTheme]);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <Box dir="rtl" lang="ar">
          {/* preview-start */}
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <DatePicker label="موعد التسليم" format="D MMMM YYYY" value={value} onChange={setValue} />
              <Typography>{value?.isValid() ? ummAlQura.format(value.toDate()) : '—'}</Typography>
            </Stack>
          </LocalizationProvider>
          {/* preview-end */}
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
