import type { Dayjs } from 'dayjs';

/** Number of appointments on each day of a month, by day of the month (1-31). Days without any are left out. */
export type BusyDays = Record<number, number>;

/** A dentist's bookings: a made-up but repeatable pattern, so the demo shows the same month every time. */
export function busyDaysOf(month: Dayjs): BusyDays {
  const result: BusyDays = {};
  for (let date = 1; date <= month.daysInMonth(); date += 1) {
    const weekday = month.date(date).day();
    const count = (date * 7 + month.month() * 5) % 9;
    if (weekday !== 0 && weekday !== 6 && count >= 1 && count <= 3) {
      result[date] = count;
    }
  }
  return result;
}

/** Pretends to ask a server for a month's bookings: answers after 800 ms, unless `signal` aborts first. */
export function fetchBusyDays(month: Dayjs, signal: AbortSignal): Promise<BusyDays> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(busyDaysOf(month)), 800);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The request was aborted.', 'AbortError'));
    });
  });
}
