import type { GridColDef } from '@mui/x-data-grid';

// Hourly electricity use of one household, in kWh, for the 100 days from 5 January 2026:
// one row per day, one column per hour. A small seeded generator adds the day-to-day noise,
// so every visit shows the same figures.

export type DayReadings = { id: number; day: string; total: number } & Record<string, number | string>;

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// A typical winter day: low at night, a peak at breakfast and a larger one in the evening.
const hourlyProfile = [
  0.32, 0.28, 0.27, 0.26, 0.27, 0.35, 0.62, 0.95, 0.88, 0.54, 0.45, 0.43, 0.58, 0.5, 0.44, 0.46, 0.6, 0.98, 1.35, 1.42,
  1.21, 0.92, 0.66, 0.45,
];

export const hourFields = hourlyProfile.map((_, hour) => `h${String(hour).padStart(2, '0')}`);

const random = seededRandom(2026);
const firstDay = Date.UTC(2026, 0, 5);

export const meterReadings: DayReadings[] = Array.from({ length: 100 }, (_, index) => {
  const date = new Date(firstDay + index * 86_400_000);
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  const row: DayReadings = { id: index + 1, day: date.toISOString().slice(0, 10), total: 0 };
  let total = 0;
  hourFields.forEach((field, hour) => {
    const base = hourlyProfile[hour] ?? 0;
    const daytime = hour >= 9 && hour <= 16;
    const value = Math.round(base * (weekend && daytime ? 1.6 : 1) * (0.8 + random() * 0.4) * 100) / 100;
    row[field] = value;
    total += value;
  });
  row.total = Math.round(total * 100) / 100;
  return row;
});

export const meterColumns: GridColDef<DayReadings>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
  ...hourFields.map((field, hour): GridColDef<DayReadings> => ({
    field,
    headerName: `${String(hour).padStart(2, '0')}:00`,
    type: 'number',
    width: 80,
  })),
];
