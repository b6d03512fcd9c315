export interface Stock {
  id: string;
  name: string;
  price: number;
  change: number;
}

export const initialStocks: Stock[] = [
  { id: 'NRDX', name: 'Nordex Energy', price: 42.1, change: 0 },
  { id: 'HLMR', name: 'Helmer Logistics', price: 18.75, change: 0 },
  { id: 'AQUA', name: 'Aquaterra Foods', price: 63.4, change: 0 },
  { id: 'VLTA', name: 'Volta Mobility', price: 9.92, change: 0 },
  { id: 'KRNL', name: 'Kernel Systems', price: 121.3, change: 0 },
  { id: 'PRSM', name: 'Prism Optics', price: 33.05, change: 0 },
];

/** A repeatable price move for a tick: no randomness, so every reader sees the same market. */
export function priceMove(tick: number, index: number): number {
  return Math.round(Math.sin(tick * 0.7 + index * 1.9) * 40) / 100;
}
