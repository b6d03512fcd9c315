import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const navigationKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
const isSunday = (day: Dayjs) => day.day() === 0;

export default function CalendarKeyLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [log, setLog] = React.useState<string[]>([]);

  // Logs each navigation key with the day that has the focus afterwards.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (!navigationKeys.includes(event.key)) return;
    const key = event.key;
    setTimeout(() => {
      const timestamp = (document.activeElement as HTMLElement | null)?.dataset.timestamp;
      const focused = timestamp ? dayjs(Number(timestamp)).format('ddd D MMM YYYY') : 'outside the grid';
      setLog((prev) => [...prev, `${key} → ${focused}`].slice(-6));
    }, 150);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Box onKeyDown={handleKeyDown}>
          <DateCalendar value={value} onChange={setValue} shouldDisableDate={isSunday} sx={{ m: 0 }} />
        </Box>
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Click a day, then use the keys of the table. Sundays are disabled.
          </Typography>
          <Box component="ol" dir="ltr" sx={{ typography: 'body2', fontFamily: 'monospace', m: 0, pl: 3 }}>
            {log.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </Box>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
