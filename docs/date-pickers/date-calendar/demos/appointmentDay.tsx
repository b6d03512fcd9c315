import * as React from 'react';
import Badge from '@mui/material/Badge';
import type { Dayjs } from 'dayjs';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import type { BusyDays } from './appointments';

/** The bookings of the month on screen; `null` while they are unknown. */
export const AppointmentsContext = React.createContext<{ month: Dayjs; days: BusyDays } | null>(null);

/** A day of the calendar with a badge that counts its appointments, read from `AppointmentsContext`. */
export function AppointmentDay(props: PickersDayProps) {
  const bookings = React.useContext(AppointmentsContext);
  const { day, outsideCurrentMonth } = props;
  const count = bookings && day.isSame(bookings.month, 'month') ? (bookings.days[day.date()] ?? 0) : 0;
  const hasBadge = count > 0 && !outsideCurrentMonth;

  return (
    <Badge
      overlap="circular"
      color="primary"
      badgeContent={hasBadge ? <span aria-hidden>{count}</span> : undefined}
      invisible={!hasBadge}
    >
      <PickersDay
        {...props}
        {...(hasBadge
          ? { 'aria-label': `${day.format('D MMMM')}, ${count} ${count === 1 ? 'appointment' : 'appointments'}` }
          : {})}
      />
    </Badge>
  );
}
