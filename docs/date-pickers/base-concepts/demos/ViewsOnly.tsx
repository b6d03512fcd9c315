import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function ViewsOnly() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2026-03-16T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateCalendar value={slot} onChange={setSlot} shouldDisableDate={isWeekend} sx={{ m: 0 }} />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Free slots
          </Typography>
          <DigitalClock
            value={slot}
            onChange={setSlot}
            timeStep={30}
            minTime={dayjs('2026-03-14T09:00')}
            maxTime={dayjs('2026-03-14T16:30')}
            skipDisabled
            ampm={false}
            sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      </Box>
      <Typography variant="body2" dir="ltr" sx={{ mt: 1 }}>
        Appointment: {slot ? slot.format('ddd D MMM, HH:mm') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
