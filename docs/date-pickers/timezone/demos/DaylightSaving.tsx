import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'America/New_York';
// In 2026, New York skips 02:00-03:00 on 8 March and lives 01:00-02:00 twice on 1 November.
const starts = {
  spring: dayjs.tz('2026-03-08T00:30', ZONE),
  autumn: dayjs.tz('2026-11-01T00:30', ZONE),
};
type Day = keyof typeof starts;

export default function DaylightSaving() {
  const [day, setDay] = React.useState<Day>('spring');
  const [value, setValue] = React.useState<Dayjs | null>(starts.spring);

  const history = [0, 1, 2, 3].map((hours) => starts[day].utc().add(hours, 'hour').tz(ZONE));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={day}
          onChange={(_event, next: Day | null) => {
            if (next) {
              setDay(next);
              setValue(starts[next]);
            }
          }}
          aria-label="Day of the clock change"
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="spring" sx={{ textTransform: 'none' }}>
            8 March: clocks go forward
          </ToggleButton>
          <ToggleButton value="autumn" sx={{ textTransform: 'none' }}>
            1 November: clocks go back
          </ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {/* preview-start */}
          <DateTimePicker
            label="Night shift check (New York)"
            ampm={false}
            timezone={ZONE}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            sx={{ minWidth: 260 }}
          />
          <Button
            variant="outlined"
            // Add in UTC (plain instant arithmetic), then read the result in New York again.
            onClick={() => setValue((current) => current && current.utc().add(1, 'hour').tz(ZONE))}
          >
            + 1 hour
          </Button>
          {/* preview-end */}
        </Stack>
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          Value:{' '}
          {value?.isValid() ? `${value.tz(ZONE).format('ddd D MMM HH:mm Z')} = ${value.toISOString()}` : String(value)}
        </Typography>
        <Box component="ol" dir="ltr" sx={{ m: 0, pl: 3, fontSize: 14 }}>
          {history.map((step) => (
            <li key={step.toISOString()}>
              {step.format('HH:mm Z')} = {step.toISOString()}
            </li>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
