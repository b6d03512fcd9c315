import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

// The support desk in London takes calls from 09:00 to 17:00, London time.
const DESK = 'Europe/London';
const opens = dayjs.tz('2026-03-16T09:00', DESK);
const closes = dayjs.tz('2026-03-16T17:00', DESK);

// preview-start
// Converts each candidate time to London before comparing it with the opening hours.
function isOutsideOpeningHours(value: Dayjs, view: TimeView) {
  const atDesk = value.tz(DESK);
  const minutes = atDesk.hour() * 60 + atDesk.minute();
  if (view === 'hours') {
    return atDesk.hour() < 9 || atDesk.hour() > 16;
  }
  return minutes < 9 * 60 || minutes > 17 * 60;
}
// preview-end

function helper(error: DateTimeValidationError | null) {
  return error ? `Refused (${error})` : 'Accepted';
}

export default function ZoneValidation() {
  const [zone, setZone] = React.useState('America/New_York');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz('2026-03-16T10:00', DESK));
  const [clockError, setClockError] = React.useState<DateTimeValidationError | null>(null);
  const [convertedError, setConvertedError] = React.useState<DateTimeValidationError | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={zone}
          onChange={(_event, next: string | null) => next && setZone(next)}
          aria-label="Caller's time zone"
          sx={{ flexWrap: 'wrap' }}
        >
          {['Europe/London', 'America/New_York', 'Asia/Dubai'].map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* preview-start */}
          <DateTimePicker
            label="Callback, minTime / maxTime"
            ampm={false}
            timezone={zone}
            minTime={opens}
            maxTime={closes}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            onError={(newError) => setClockError(newError)}
            slotProps={{ textField: { helperText: helper(clockError) } }}
          />
          <DateTimePicker
            label="Callback, shouldDisableTime"
            ampm={false}
            timezone={zone}
            shouldDisableTime={isOutsideOpeningHours}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            onError={(newError) => setConvertedError(newError)}
            slotProps={{ textField: { helperText: helper(convertedError) } }}
          />
          {/* preview-end */}
        </Stack>
        <Typography variant="body2" dir="ltr">
          In London: {value?.isValid() ? value.tz(DESK).format('ddd D MMM HH:mm') : '–'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
