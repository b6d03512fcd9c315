/** One instrument on the board, as the grid holds it. */
export interface Quote {
  id: string;
  name: string;
  open: number;
  price: number;
  /** The last move: 1 up, -1 down, 0 unchanged. */
  direction: 1 | -1 | 0;
  /** The last 24 prices, oldest first, for the trend cell. */
  history: number[];
  volume: number;
  /** Simulated exchange time of the last trade, in ms since midnight. */
  lastTrade: number;
  /** Counts this row's updates; the price cell restarts its flash when it changes. */
  version: number;
}

const OPENING_BELL = (9 * 60 + 30) * 60 * 1000; // 09:30:00.000

const listings: Array<[id: string, name: string, open: number]> = [
  ['NRDX', 'Nordex Energy', 42.1],
  ['HLMR', 'Helmer Logistics', 18.75],
  ['AQUA', 'Aquaterra Foods', 63.4],
  ['VLTA', 'Volta Mobility', 9.92],
  ['KRNL', 'Kernel Systems', 121.3],
  ['PRSM', 'Prism Optics', 33.05],
  ['BRKW', 'Birchwood Timber', 27.6],
  ['CSTL', 'Coastal Ferries', 14.2],
  ['MDLN', 'Medline Diagnostics', 88.45],
  ['QRTZ', 'Quartz Semiconductors', 205.9],
];

export const initialQuotes: Quote[] = listings.map(([id, name, open]) => ({
  id,
  name,
  open,
  price: open,
  direction: 0,
  history: [open],
  volume: 0,
  lastTrade: OPENING_BELL,
  version: 0,
}));

/** mulberry32: a tiny seeded generator. The same seed gives the same market on every load. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type QuoteUpdate = Pick<Quote, 'id' | 'price' | 'direction' | 'history' | 'volume' | 'lastTrade' | 'version'>;

/**
 * A simulated feed. `next(elapsedMs)` advances the exchange clock and returns the quotes that traded
 * in that step (three to six of the ten), as partial rows for `apiRef.current.updateRows`.
 */
export function createFeed(seed = 2026) {
  const random = seededRandom(seed);
  const quotes = initialQuotes.map((quote) => ({ ...quote, history: [...quote.history] }));
  let clock = OPENING_BELL;

  function next(elapsedMs: number): QuoteUpdate[] {
    clock += elapsedMs;
    const count = 3 + Math.floor(random() * 4);
    const updates: QuoteUpdate[] = [];
    for (let i = 0; i < count; i += 1) {
      const quote = quotes[Math.floor(random() * quotes.length)]!;
      if (updates.some((update) => update.id === quote.id)) {
        continue;
      }
      // A small random walk around the previous price: at most ±0.6 % per trade.
      const move = (random() - 0.5) * 0.012;
      const price = Math.max(0.01, Math.round(quote.price * (1 + move) * 100) / 100);
      quote.direction = price > quote.price ? 1 : price < quote.price ? -1 : 0;
      quote.price = price;
      quote.history = [...quote.history.slice(-23), price];
      quote.volume += 100 * (1 + Math.floor(random() * 20));
      quote.lastTrade = clock;
      quote.version += 1;
      const { id, direction, history, volume, lastTrade, version } = quote;
      updates.push({ id, price, direction, history, volume, lastTrade, version });
    }
    return updates;
  }

  return { next };
}

/** 34200000 → "09:30:00" */
export function formatClock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
