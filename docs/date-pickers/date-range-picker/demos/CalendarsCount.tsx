import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

type Count = 1 | 2 | 3;

export default function CalendarsCount() {
  const [calendars, setCalendars] = React.useState<Count>(2);
  const [position, setPosition] = React.useState<Count>(1);

  const changeCalendars = (next: Count) => {
    setCalendars(next);
    // The current month must sit in one of the rendered calendars.
    setPosition((current) => (current > next ? next : current));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" id="calendars-count-label">
            calendars
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={calendars}
            onChange={(_, value: Count | null) => value && changeCalendars(value)}
            aria-labelledby="calendars-count-label"
          >
            {[1, 2, 3].map((count) => (
              <ToggleButton key={count} value={count}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" id="current-month-position-label">
            currentMonthCalendarPosition
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={position}
            onChange={(_, value: Count | null) => value && setPosition(value)}
            aria-labelledby="current-month-position-label"
          >
            {[1, 2, 3].map((count) => (
              <ToggleButton key={count} value={count} disabled={count > calendars}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {/* preview-start */}
        <DateRangePicker
          label="Stay"
          calendars={calendars}
          currentMonthCalendarPosition={position}
          defaultValue={[dayjs('2026-03-14'), dayjs('2026-03-18')]}
        />
        {/* preview-end */}
      </Stack>
    </LocalizationProvider>
  );
}
