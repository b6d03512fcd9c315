import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// The ski lodge opens from December to April.
const isClosed = (month: Dayjs) => month.month() > 3 && month.month() < 11;

export default function MonthAndYearButtons() {
  const [season, setSeason] = React.useState<Dayjs>(dayjs('2026-12-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* preview-start */}
        <YearCalendar
          value={season}
          onChange={setSeason}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2029-12-31')}
          slotProps={{
            yearButton: ({ isYearSelected }) => ({
              sx: { borderRadius: 2, fontWeight: isYearSelected ? 700 : undefined },
            }),
          }}
        />
        <MonthCalendar
          value={season}
          onChange={setSeason}
          shouldDisableMonth={isClosed}
          slotProps={{
            monthButton: ({ isMonthDisabled, isMonthSelected }) => ({
              sx: {
                borderRadius: 2,
                textDecoration: isMonthDisabled ? 'line-through' : undefined,
                fontWeight: isMonthSelected ? 700 : undefined,
              },
            }),
          }}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
