import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// preview-start
// Created once, outside the component: the picker reads defaultValue on its first render only.
const kickoff = dayjs.tz('2026-03-14T09:30', 'America/Chicago');
// preview-end

export default function DefaultValueZone() {
  const [inLondon, setInLondon] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  const handleChange = (newValue: Dayjs | null) => {
    const line = newValue?.isValid() ? newValue.format('YYYY-MM-DD HH:mm Z') : String(newValue);
    setLog((previous) => [line, ...previous].slice(0, 3));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <FormControlLabel
            control={<Switch checked={inLondon} onChange={(event) => setInLondon(event.target.checked)} />}
            label='timezone="Europe/London"'
          />
          {/* preview-start */}
          <DateTimePicker
            label="Sprint kickoff"
            ampm={false}
            defaultValue={kickoff}
            {...(inLondon ? { timezone: 'Europe/London' } : {})}
            onChange={handleChange}
          />
          {/* preview-end */}
        </Stack>
        <Box>
          <Typography variant="subtitle2">onChange received</Typography>
          <Box component="ol" dir="ltr" sx={{ m: 0, pl: 3, fontSize: 14 }}>
            {log.length === 0 ? <li>nothing yet: change the date or the time</li> : null}
            {log.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
