import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Count = 1 | 2 | 3;
const counts: Count[] = [1, 2, 3];

export default function CalendarMonths() {
  const [calendars, setCalendars] = React.useState<Count>(3);
  const [position, setPosition] = React.useState<Count>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" id="month-count-label">
            calendars
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            onChange={(_, value: Count | null) => {
              if (value) {
                setCalendars(value);
                setPosition((current) => (current > value ? value : current));
              }
            }}
            aria-labelledby="month-count-label"
          >
            {counts.map((count) => (
              <ToggleButton key={count} value={count}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" id="month-position-label">
            currentMonthCalendarPosition
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_, value: Count | null) => value && setPosition(value)}
            aria-labelledby="month-position-label"
          >
            {counts.map((count) => (
              <ToggleButton key={count} value={count} disabled={count > calendars}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {/* preview-start */}
        <DateRangeCalendar
          calendars={calendars}
          currentMonthCalendarPosition={position}
          defaultValue={[dayjs('2026-03-23'), dayjs('2026-04-03')]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
