import { CHANNELS, DATA_END, DATA_START, DAYS, ORDERS, type Channel, type DayFigures, type Order } from './data';

/**
 * Pure functions from a date range to what the dashboard shows. A range is two `YYYY-MM-DD` days, both
 * included; a range that reaches outside the data is cut to the days there are figures for.
 */
export interface DayRange {
  start: string;
  end: string;
}

export const FULL_RANGE: DayRange = { start: DATA_START, end: DATA_END };

const DAY_MS = 24 * 60 * 60 * 1000;

function toTime(day: string) {
  return Date.parse(`${day}T00:00:00Z`);
}

function toDay(time: number) {
  return new Date(time).toISOString().slice(0, 10);
}

/** Number of days in a range, both ends included (0 when the end is before the start). */
export function lengthInDays(range: DayRange) {
  return Math.max(0, Math.round((toTime(range.end) - toTime(range.start)) / DAY_MS) + 1);
}

/** The part of a range that has data, or `null` when it has none. */
export function clampRange(range: DayRange): DayRange | null {
  const start = range.start < DATA_START ? DATA_START : range.start;
  const end = range.end > DATA_END ? DATA_END : range.end;
  return start <= end ? { start, end } : null;
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const length = lengthInDays(range);
  const end = toTime(range.start) - DAY_MS;
  return { start: toDay(end - (length - 1) * DAY_MS), end: toDay(end) };
}

export interface DailyPoint extends DayFigures {
  /** Revenue per order that day (0 on a day without orders). */
  averageOrderValue: number;
  /** Refunded share of the day's orders, 0 to 1. */
  refundRate: number;
}

/** The days of a range that have figures, oldest first. */
export function daily(range: DayRange): DailyPoint[] {
  return DAYS.filter((day) => day.date >= range.start && day.date <= range.end).map((day) => ({
    ...day,
    averageOrderValue: day.orders ? day.revenue / day.orders : 0,
    refundRate: day.orders ? day.refunds / day.orders : 0,
  }));
}

export interface Totals {
  /** Days with figures. */
  days: number;
  revenue: number;
  orders: number;
  averageOrderValue: number;
  /** 0 to 1. */
  refundRate: number;
}

function totalsOf(days: readonly DayFigures[]): Totals {
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const refunds = days.reduce((sum, day) => sum + day.refunds, 0);
  return {
    days: days.length,
    revenue,
    orders,
    averageOrderValue: orders ? revenue / orders : 0,
    refundRate: orders ? refunds / orders : 0,
  };
}

export type MetricKey = 'revenue' | 'orders' | 'averageOrderValue' | 'refundRate';

export interface Summary {
  current: Totals;
  /** The previous period of the same length, or `null` when the data does not cover all of it. */
  previous: Totals | null;
  /**
   * Change against the previous period: relative (0.12 is +12%) for amounts and counts, in percentage
   * points for the refund rate (0.004 is +0.4 pts). `null` without a previous period.
   */
  change: Record<MetricKey, number | null>;
}

function relativeChange(now: number, before: number) {
  return before ? (now - before) / before : null;
}

/** Totals of a range and how they compare with the period before it. */
export function summarise(range: DayRange): Summary {
  const current = totalsOf(daily(range));
  const before = previousRange(range);
  const previous = before.start >= DATA_START ? totalsOf(daily(before)) : null;
  return {
    current,
    previous,
    change: {
      revenue: previous && relativeChange(current.revenue, previous.revenue),
      orders: previous && relativeChange(current.orders, previous.orders),
      averageOrderValue: previous && relativeChange(current.averageOrderValue, previous.averageOrderValue),
      refundRate: previous && current.refundRate - previous.refundRate,
    },
  };
}

export interface ChannelTotal {
  channel: Channel;
  label: string;
  orders: number;
  /** Orders in the previous period, or `null` when the data does not cover it. */
  previousOrders: number | null;
}

/** Orders per sales channel in a range and in the period before it. */
export function ordersByChannel(range: DayRange): ChannelTotal[] {
  const now = daily(range);
  const before = previousRange(range);
  const then = before.start >= DATA_START ? daily(before) : null;
  return CHANNELS.map(({ id, label }) => ({
    channel: id,
    label,
    orders: now.reduce((sum, day) => sum + day.channels[id], 0),
    previousOrders: then && then.reduce((sum, day) => sum + day.channels[id], 0),
  }));
}

/** Orders placed in a range, newest first. */
export function ordersIn(range: DayRange): Order[] {
  return ORDERS.filter((order) => {
    const day = order.placedAt.slice(0, 10);
    return day >= range.start && day <= range.end;
  });
}
