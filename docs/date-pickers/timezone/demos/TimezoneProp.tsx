import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'system'];

export default function TimezoneProp() {
  const [zone, setZone] = React.useState('Europe/Paris');
  // The value lives in UTC: the webinar starts at 14:00 UTC.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2026-03-14T14:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="timezone"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {zones.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          {/* preview-start */}
          <DateTimePicker
            label="Webinar starts"
            ampm={false}
            timezone={zone}
            value={value}
            onChange={(newValue) => setValue(newValue)}
          />
          {/* preview-end */}
        </Stack>
        <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          Stored value: {value?.isValid() ? `${value.toISOString()} (isUTC: ${value.isUTC()})` : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
