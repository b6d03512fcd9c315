import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

interface LoggedEvent {
  id: number;
  text: string;
}

const show = (value: Dayjs | null) => (value ? value.format('HH:mm') : 'null');

export default function ControlledTimePicker() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2026-03-14T08:05'));
  const [events, setEvents] = React.useState<LoggedEvent[]>([]);
  const nextId = React.useRef(0);

  const log = (text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setEvents((previous) => [{ id, text }, ...previous].slice(0, 5));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ pt: 1 }}>
        {/* preview-start */}
        <TimePicker
          label="Flight departs"
          ampm={false}
          value={departure}
          onChange={(newValue) => {
            setDeparture(newValue);
            log(`onChange ${show(newValue)}`);
          }}
          onAccept={(newValue) => log(`onAccept ${show(newValue)}`)}
        />
        {/* preview-end */}
        <Box dir="ltr" sx={{ minWidth: 200 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            value: {show(departure)}
          </Typography>
          <Box component="ol" dir="ltr" sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: 13 }}>
            {events.map((event) => (
              <li key={event.id}>{event.text}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
