// Daily readings from a coastal weather station over 30 days in June:
// the day's high in °C, the ice creams sold by a beach kiosk, and the hours of sunshine.
export type DayReading = {
  day: number;
  high: number;
  iceCreams: number;
  sunshine: number;
};

const highs = [
  19, 21, 22, 20, 18, 23, 25, 26, 24, 22, 21, 24, 27, 29, 30, 28, 26, 25, 23, 22, 24, 26, 28, 31, 32, 30, 27, 25, 24,
  26,
];
const sunshine = [
  5, 7, 8, 6, 3, 9, 10, 11, 9, 7, 6, 9, 11, 12, 13, 12, 10, 9, 8, 6, 9, 10, 12, 13, 14, 12, 11, 9, 8, 10,
];

// A deterministic formula: sales grow with the heat and the sunshine, plus a fixed weekly wobble.
export const readings: DayReading[] = highs.map((high, index) => ({
  day: index + 1,
  high,
  sunshine: sunshine[index] ?? 0,
  iceCreams: Math.round(high * 9 + (sunshine[index] ?? 0) * 6 - 120 + ((index * 7) % 5) * 4),
}));
