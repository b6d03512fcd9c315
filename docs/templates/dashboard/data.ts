/**
 * The figures behind the dashboard: six months of an imaginary homeware shop, "Larkspur Goods".
 * Everything is generated once, from a fixed seed, so every visit (and the server render) shows the
 * same numbers. Swap these two arrays for your own API's response.
 */

/** The first and last day of the data set (inclusive). */
export const DATA_START = '2025-10-03';
export const DATA_END = '2026-03-31';

export type Channel = 'web' | 'app' | 'marketplace' | 'popup';

export const CHANNELS: readonly { id: Channel; label: string }[] = [
  { id: 'web', label: 'Web store' },
  { id: 'app', label: 'Mobile app' },
  { id: 'marketplace', label: 'Marketplace' },
  { id: 'popup', label: 'Pop-up shop' },
];

/** One day of trading. */
export interface DayFigures {
  /** `YYYY-MM-DD` */
  date: string;
  /** Gross revenue in US dollars. */
  revenue: number;
  orders: number;
  /** Orders of that day refunded later. */
  refunds: number;
  /** Orders per sales channel (they add up to `orders`). */
  channels: Record<Channel, number>;
}

export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Refunded' | 'Cancelled';

export interface Order {
  id: string;
  /** Local date and time, `YYYY-MM-DDTHH:mm`. */
  placedAt: string;
  customer: string;
  city: string;
  status: OrderStatus;
  channel: Channel;
  items: number;
  /** US dollars. */
  total: number;
}

/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a UTC date (the data has no time zone: a day is a day everywhere). */
function isoDay(time: number) {
  return new Date(time).toISOString().slice(0, 10);
}

/** Busy and quiet days of the season: Black Friday, Cyber Monday, the run-up to Christmas, the January sale. */
function seasonFactor(date: string) {
  if (date === '2025-11-28') return 2.4;
  if (date === '2025-12-01') return 1.9;
  if (date === '2025-12-25' || date === '2025-12-26') return 0.45;
  if (date >= '2025-12-02' && date <= '2025-12-20') return 1.35;
  if (date >= '2026-01-02' && date <= '2026-01-11') return 1.2;
  return 1;
}

function buildDays(): DayFigures[] {
  const random = seeded(20260331);
  const start = Date.parse(`${DATA_START}T00:00:00Z`);
  const end = Date.parse(`${DATA_END}T00:00:00Z`);
  const days: DayFigures[] = [];
  for (let time = start, index = 0; time <= end; time += DAY_MS, index += 1) {
    const date = isoDay(time);
    const weekday = new Date(time).getUTCDay();
    const weekdayFactor = weekday === 0 || weekday === 6 ? 1.22 : weekday === 1 ? 0.9 : 1;
    const noise = 0.86 + random() * 0.28;
    const orders = Math.round((36 + index * 0.07) * weekdayFactor * seasonFactor(date) * noise);
    const averageValue = 61 + random() * 14 + (date >= '2025-11-20' && date <= '2025-12-22' ? 9 : 0);
    const revenue = Math.round(orders * averageValue * 100) / 100;
    // Returns pile up after the holidays.
    const refundShare = 0.022 + random() * 0.02 + (date >= '2025-12-27' && date <= '2026-01-20' ? 0.025 : 0);
    const refunds = Math.round(orders * refundShare);
    const app = Math.round(orders * (0.24 + random() * 0.08 + index * 0.0004));
    const marketplace = Math.round(orders * (0.15 + random() * 0.06));
    const popup = Math.round(orders * (0.05 + random() * 0.05));
    days.push({
      date,
      revenue,
      orders,
      refunds,
      channels: { web: orders - app - marketplace - popup, app, marketplace, popup },
    });
  }
  return days;
}

const CUSTOMERS: readonly { name: string; city: string }[] = [
  { name: 'Maren Oyelaran', city: 'Portland' },
  { name: 'Teodor Hask', city: 'Minneapolis' },
  { name: 'Priya Vantongeren', city: 'Austin' },
  { name: 'Jonah Ellery', city: 'Boston' },
  { name: 'Saoirse Kettleby', city: 'Denver' },
  { name: 'Ruben Alcantar', city: 'San Diego' },
  { name: 'Ingrid Solvang', city: 'Seattle' },
  { name: 'Kofi Ampadu', city: 'Atlanta' },
  { name: 'Lucia Ferreira-Bell', city: 'Chicago' },
  { name: 'Haruto Imai', city: 'San Jose' },
  { name: 'Delphine Marchetti', city: 'New Orleans' },
  { name: 'Amara Nwosu', city: 'Houston' },
  { name: 'Wes Tolliver', city: 'Nashville' },
  { name: 'Yara Haddad', city: 'Detroit' },
  { name: 'Callum Briggs', city: 'Philadelphia' },
  { name: 'Noor Siddiqui', city: 'Phoenix' },
  { name: 'Elsie Ambrose', city: 'Burlington' },
  { name: 'Mateo Quiroga', city: 'Miami' },
  { name: 'Freya Lindqvist', city: 'Madison' },
  { name: 'Dmitri Volkov', city: 'Pittsburgh' },
  { name: 'Grace Oduya', city: 'Raleigh' },
  { name: 'Tobias Wren', city: 'Santa Fe' },
  { name: 'Imogen Pascoe', city: 'Providence' },
  { name: 'Luis Benavides', city: 'Albuquerque' },
];

/** Channel shares of the order log, as cumulative thresholds. */
const CHANNEL_ODDS: readonly [number, Channel][] = [
  [0.47, 'web'],
  [0.77, 'app'],
  [0.93, 'marketplace'],
  [1, 'popup'],
];

/** The order log: 150 orders, newest first, about one every 27 hours back from the last day of the data. */
function buildOrders(): Order[] {
  const random = seeded(7741);
  const end = Date.parse(`${DATA_END}T21:00:00Z`);
  const orders: Order[] = [];
  let time = end;
  for (let index = 0; index < 150; index += 1) {
    time -= Math.round((12 + random() * 30) * 60) * 60 * 1000;
    const placedAt = new Date(time).toISOString().slice(0, 16);
    const ageDays = (end - time) / DAY_MS;
    const roll = random();
    let status: OrderStatus;
    if (ageDays < 2) status = 'Processing';
    else if (ageDays < 6) status = roll < 0.85 ? 'Shipped' : 'Processing';
    else if (roll < 0.06) status = 'Refunded';
    else if (roll < 0.09) status = 'Cancelled';
    else status = 'Delivered';
    const channelRoll = random();
    const channel = CHANNEL_ODDS.find(([odds]) => channelRoll < odds)?.[1] ?? 'web';
    const items = 1 + Math.floor(random() * random() * 5);
    const total = Math.round((items * (18 + random() * 52) + 4.95) * 100) / 100;
    const customer = CUSTOMERS[Math.floor(random() * CUSTOMERS.length)] ?? CUSTOMERS[0]!;
    orders.push({
      id: `LG-${10950 - index * 3 - Math.floor(random() * 3)}`,
      placedAt,
      customer: customer.name,
      city: customer.city,
      status,
      channel,
      items,
      total,
    });
  }
  return orders;
}

/** Daily figures, oldest first, one entry for every day from `DATA_START` to `DATA_END`. */
export const DAYS: readonly DayFigures[] = buildDays();

/** The order log, newest first. */
export const ORDERS: readonly Order[] = buildOrders();
