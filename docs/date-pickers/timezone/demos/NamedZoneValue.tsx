import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// preview-start
dayjs.extend(utc);
dayjs.extend(timezone);
// preview-end

export default function NamedZoneValue() {
  // preview-start
  // 09:30 on a clock in New York, whatever the user's own zone.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz('2026-03-14T09:30', 'America/New_York'));
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 420 }}>
        <DateTimePicker label="Broadway matinee" value={value} onChange={(newValue) => setValue(newValue)} />
        {value?.isValid() && (
          <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            value.format(): {value.format()}
            <br />
            value.toISOString(): {value.toISOString()}
          </Typography>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
