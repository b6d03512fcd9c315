// Visits to a library's website per weekday and two-hour slot, in a typical week.
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const slots = ['8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];

const dayFactor = [1, 0.95, 1.05, 1, 0.85, 0.6, 0.5];
const slotBase = [22, 48, 61, 55, 70, 64, 41, 18];

// Each entry is [x index (weekday), y index (slot), visits]: a fixed formula, no randomness.
export const visits: [number, number, number][] = weekdays.flatMap((_, day) =>
  slotBase.map((base, slot): [number, number, number] => [
    day,
    slot,
    Math.round(base * (dayFactor[day] ?? 1) + ((day * 3 + slot * 5) % 7)),
  ]),
);

export const formatVisits = (value: readonly [number, number, number] | null) =>
  value === null ? '' : `${value[2]} visits`;
