import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpenFromElsewhere() {
  const [open, setOpen] = React.useState(false);
  const [haircut, setHaircut] = React.useState<Dayjs | null>(dayjs('2026-03-21'));
  const [events, setEvents] = React.useState<string[]>([]);

  const log = (event: string) => setEvents((prev) => [...prev, event].slice(-4));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Haircut"
          value={haircut}
          onChange={setHaircut}
          open={open}
          onOpen={() => {
            log('onOpen (the field asked to open)');
            setOpen(true);
          }}
          onClose={() => {
            log('onClose');
            setOpen(false);
          }}
        />
        <Button
          variant="contained"
          onClick={() => {
            log('your button: setOpen(true)');
            setOpen(true);
          }}
        >
          Reschedule
        </Button>
        {/* preview-end */}
      </Stack>
      <Box component="ol" dir="ltr" sx={{ typography: 'body2', mt: 1, mb: 0, pl: 3, minHeight: 84 }}>
        {events.map((event, index) => (
          <li key={index}>{event}</li>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
