export interface Reading {
  id: number;
  station: string;
  temperature: number;
  rainfall: number;
  wind: number;
  humidity: number;
}

export const readings: Reading[] = [
  { id: 1, station: 'Reykjavík', temperature: 4.2, rainfall: 2.1, wind: 31, humidity: 81 },
  { id: 2, station: 'Lisbon', temperature: 17.8, rainfall: 0, wind: 14, humidity: 62 },
  { id: 3, station: 'Vienna', temperature: 9.5, rainfall: 0.4, wind: 9, humidity: 70 },
  { id: 4, station: 'Tromsø', temperature: -3.1, rainfall: 1.2, wind: 22, humidity: 88 },
  { id: 5, station: 'Athens', temperature: 19.4, rainfall: 0, wind: 17, humidity: 55 },
  { id: 6, station: 'Galway', temperature: 10.7, rainfall: 6.8, wind: 38, humidity: 91 },
];
