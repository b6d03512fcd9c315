/** Number formats of the dashboard (US English, US dollars). */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const formatDollars = (value: number) => dollars.format(value);
export const formatCents = (value: number) => cents.format(value);
export const formatCompactDollars = (value: number) => compactDollars.format(value);
export const formatCount = (value: number) => count.format(value);
export const formatPercent = (value: number) => percent.format(value);

/** A relative change with its sign: `+12.3%`, `−4.0%`. */
export function formatChange(value: number) {
  const text = percent.format(Math.abs(value));
  return `${value >= 0 ? '+' : '−'}${text}`;
}

/** A change in percentage points: `+0.4 pts`. */
export function formatPoints(value: number) {
  const points = Math.abs(value * 100).toFixed(1);
  return `${value >= 0 ? '+' : '−'}${points} pts`;
}
