import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { AppointmentDay, AppointmentsContext } from './appointmentDay';
import { fetchBusyDays, type BusyDays } from './appointments';

const initialDate = dayjs('2026-03-14');

export default function LoadBusyDays() {
  // The month on screen, and the last bookings received (for that month or an earlier one).
  const [month, setMonth] = React.useState<Dayjs>(initialDate.startOf('month'));
  const [loaded, setLoaded] = React.useState<{ month: Dayjs; days: BusyDays } | null>(null);

  // preview-start
  React.useEffect(() => {
    const controller = new AbortController();
    fetchBusyDays(month, controller.signal).then(
      (days) => setLoaded({ month, days }),
      () => {}, // aborted: the user moved to another month first
    );
    return () => controller.abort();
  }, [month]);

  const loading = loaded === null || !loaded.month.isSame(month, 'month');
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <AppointmentsContext.Provider value={loading ? null : loaded}>
        <DateCalendar
          defaultValue={initialDate}
          loading={loading}
          renderLoading={() => <DayCalendarSkeleton />}
          onMonthChange={(newMonth) => setMonth(newMonth)}
          slots={{ day: AppointmentDay }}
        />
      </AppointmentsContext.Provider>
      {/* preview-end */}
    </LocalizationProvider>
  );
}
