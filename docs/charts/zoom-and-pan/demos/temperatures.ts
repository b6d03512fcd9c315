// Daily mean temperatures of a temperate city in 2025 (°C).
// Deterministic: a seasonal curve plus two small waves, no randomness.
export const days: Date[] = Array.from({ length: 365 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index)));

export const temperatures: number[] = days.map((_, index) => {
  const seasonal = 11 + 9 * Math.sin((2 * Math.PI * (index - 105)) / 365);
  const weather = 2.2 * Math.sin(index * 0.9) + 1.3 * Math.cos(index * 2.3);
  return Math.round((seasonal + weather) * 10) / 10;
});

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export const formatDay = (value: Date) => dayFormat.format(value);

export const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);
