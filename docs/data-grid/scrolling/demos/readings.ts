import type { GridColDef } from '@mui/x-data-grid';

// Hourly air temperatures from twelve weather stations along a coast, for 100 hours from 1 March 2026.
// The values come from a small seeded generator, so every visit shows the same numbers.

export const stations = [
  'Brest',
  'Roscoff',
  'Lannion',
  'Saint-Malo',
  'Granville',
  'Cherbourg',
  'Barfleur',
  'Caen',
  'Le Havre',
  'Fécamp',
  'Dieppe',
  'Boulogne',
] as const;

export type Reading = { id: number; time: string } & Record<string, number | string>;

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function makeReadings(hours: number, seed = 7): Reading[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2026, 2, 1);
  return Array.from({ length: hours }, (_, hour) => {
    const time = new Date(start + hour * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const daily = 4 * Math.sin(((hour % 24) - 9) * (Math.PI / 12));
    const row: Reading = { id: hour, time };
    stations.forEach((station, index) => {
      row[station] = Math.round((8 + daily - index * 0.3 + random() * 2) * 10) / 10;
    });
    return row;
  });
}

export const readings = makeReadings(100);

export const readingColumns: GridColDef<Reading>[] = [
  { field: 'time', headerName: 'Hour (UTC)', width: 150 },
  ...stations.map<GridColDef<Reading>>((station) => ({
    field: station,
    headerName: station,
    type: 'number',
    width: 110,
  })),
];
