import * as React from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const offices = [
  { city: 'San Francisco', zone: 'America/Los_Angeles' },
  { city: 'São Paulo', zone: 'America/Sao_Paulo' },
  { city: 'Berlin', zone: 'Europe/Berlin' },
  { city: 'Singapore', zone: 'Asia/Singapore' },
];

export default function MeetingPlanner() {
  // One instant, stored in UTC: 16:00 UTC on 17 March 2026.
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs.utc('2026-03-17T16:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Grid container spacing={2}>
        {offices.map((office) => (
          <Grid key={office.zone} size={{ xs: 12, sm: 6 }}>
            {/* preview-start */}
            <DateTimePicker
              label={`${office.city} (${office.zone})`}
              ampm={false}
              timezone={office.zone}
              value={meeting}
              onChange={(newValue) => setMeeting(newValue)}
              sx={{ width: '100%' }}
            />
            {/* preview-end */}
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" dir="ltr" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        Saved instant: {meeting?.isValid() ? meeting.toISOString() : String(meeting)}
      </Typography>
    </LocalizationProvider>
  );
}
