import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { heIL as materialHeIL } from '@mui/material/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import { heIL } from '@mui/x-date-pickers/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// preview-start
// Emotion styles with left and right swapped.
const rtlCache = createCache({ key: 'pickers-rtl', stylisPlugins: [prefixer, rtlPlugin] });
// preview-end

export default function RightToLeft() {
  const pageTheme = useTheme();
  // preview-start
  const theme = React.useMemo(() => createTheme(pageTheme, { direction: 'rtl' }, heIL, materialHeIL), [pageTheme]);
  // preview-end

  return (
    // preview-start
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
          <Box dir="rtl" lang="he">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <DatePicker label="תאריך הטיסה" defaultValue={dayjs('2026-03-14')} />
              <DateCalendar defaultValue={dayjs('2026-03-14')} />
            </Stack>
          </Box>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
    // preview-end
  );
}
