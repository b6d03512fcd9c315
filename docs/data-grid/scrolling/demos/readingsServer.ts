import { makeReadings, type Reading } from './readings';

// A pretend server: four days of hourly readings, handed out 25 rows at a time after 600 ms.
export const TOTAL_HOURS = 96;
export const PAGE_SIZE = 25;

const allReadings = makeReadings(TOTAL_HOURS, 11);

export function fetchReadings(from: number, count: number): Promise<Reading[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allReadings.slice(from, from + count)), 600);
  });
}
