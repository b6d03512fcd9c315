import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { AppointmentDay, AppointmentsContext } from './appointmentDay';
import { busyDaysOf } from './appointments';

const march = dayjs('2026-03-01');
const bookings = { month: march, days: busyDaysOf(march) };

export default function AppointmentBadges() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <AppointmentsContext.Provider value={bookings}>
        <DateCalendar defaultValue={dayjs('2026-03-14')} slots={{ day: AppointmentDay }} />
      </AppointmentsContext.Provider>
      {/* preview-end */}
    </LocalizationProvider>
  );
}
