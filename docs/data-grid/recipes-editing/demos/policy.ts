// A stand-in for the company's travel policy service: the highest nightly rate allowed per city.
const limits: Record<string, number> = {
  Lisbon: 140,
  Porto: 110,
  Seville: 120,
  Valencia: 115,
  Bologna: 125,
  Turin: 105,
};

/** Resolves after 600 ms, like a request to a server would. */
export function fetchRateLimit(city: string): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(limits[city] ?? 100), 600);
  });
}
