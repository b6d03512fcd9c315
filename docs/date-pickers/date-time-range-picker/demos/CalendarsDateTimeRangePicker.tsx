import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

type Calendars = 1 | 2 | 3;

export default function CalendarsDateTimeRangePicker() {
  const [calendars, setCalendars] = React.useState<Calendars>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Months shown"
          value={calendars}
          onChange={(_event, next: Calendars | null) => next && setCalendars(next)}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateTimeRangePicker
          label="Exhibition stand build-up"
          sx={{ width: '100%', maxWidth: 420 }}
          defaultValue={[dayjs('2026-03-28T07:00'), dayjs('2026-04-02T18:00')]}
          calendars={calendars}
        />
      </Stack>
    </LocalizationProvider>
  );
}
