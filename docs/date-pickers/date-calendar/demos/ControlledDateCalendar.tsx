import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

interface LogEntry {
  id: number;
  text: string;
}

export default function ControlledDateCalendar() {
  const [session, setSession] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* preview-start */}
        <DateCalendar
          value={session}
          onChange={(newValue, selectionState, selectedView) => {
            setSession(newValue);
            nextId.current += 1;
            const text = `${newValue?.format('YYYY-MM-DD') ?? 'null'}, ${selectionState}, ${selectedView}`;
            const id = nextId.current;
            setLog((previous) => [{ id, text }, ...previous].slice(0, 4));
          }}
        />
        {/* preview-end */}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2">Training session</Typography>
          <Typography variant="body2" dir="ltr" sx={{ mb: 1 }}>
            {session ? session.format('dddd D MMMM YYYY') : 'No date'}
          </Typography>
          <Typography variant="subtitle2">onChange(value, selectionState, selectedView)</Typography>
          <Box component="ol" dir="ltr" sx={{ m: 0, pl: 3, typography: 'body2', overflowWrap: 'anywhere' }}>
            {log.map((entry) => (
              <li key={entry.id}>{entry.text}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
