import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [period, setPeriod] = React.useState<Dayjs | null>(dayjs('2026-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="body2" dir="ltr">
          Billing period: {period ? period.format('MMMM YYYY') : 'none'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* preview-start */}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" id="billing-year-label">
              Year
            </Typography>
            <YearCalendar
              aria-labelledby="billing-year-label"
              value={period}
              onChange={setPeriod}
              minDate={dayjs('2020-01-01')}
              maxDate={dayjs('2030-12-31')}
              sx={{ height: 230 }}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" id="billing-month-label">
              Month
            </Typography>
            <MonthCalendar aria-labelledby="billing-month-label" value={period} onChange={setPeriod} />
          </Box>
          {/* preview-end */}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
