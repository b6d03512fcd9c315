import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-03-14');
// The dental practice is closed at weekends, and these days are fully booked.
const fullyBooked = ['2026-03-16', '2026-03-17', '2026-03-19', '2026-03-20', '2026-03-23'];
const isUnavailable = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || fullyBooked.includes(day.format('YYYY-MM-DD'));

// preview-start
// Walks forward from `from` until the picker accepts the day (at most 60 days).
function firstValid(from: Dayjs, isValid: (value: Dayjs | null) => boolean, step = 1) {
  for (let day = from, tries = 0; tries < 60; day = day.add(step, 'day'), tries += 1) {
    if (isValid(day)) {
      return day;
    }
  }
  return null;
}

const appointmentShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'First free day', getValue: ({ isValid }) => firstValid(today.add(1, 'day'), isValid) },
  {
    label: 'First free Friday',
    getValue: ({ isValid }) => firstValid(today.day(5).add(1, 'week'), isValid, 7),
  },
  { label: 'In a month or later', getValue: ({ isValid }) => firstValid(today.add(1, 'month'), isValid) },
];
// preview-end

export default function NextAvailableShortcut() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        {/* preview-start */}
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          referenceDate={today}
          value={appointment}
          onChange={setAppointment}
          minDate={today.add(1, 'day')}
          shouldDisableDate={isUnavailable}
          slotProps={{ shortcuts: { items: appointmentShortcuts } }}
        />
        {/* preview-end */}
        <Typography variant="body2" role="status">
          {appointment ? `Appointment on ${appointment.format('dddd D MMMM')}` : 'No appointment chosen yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
