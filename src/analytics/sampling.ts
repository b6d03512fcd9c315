import { WEB_VITALS_SAMPLE_RATE } from './config';

/** The sampling gate of web vitals: about 0.01% of visits, skipped when the draw exceeds the rate. */
export function shouldReportWebVitals(random: () => number, rate: number = WEB_VITALS_SAMPLE_RATE): boolean {
  return random() <= rate;
}

/** A `data-ga-event-split` value: a number in [0, 1], anything else means no sampling. */
export function parseSplit(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const split = Number(value);
  return Number.isFinite(split) && split >= 0 && split <= 1 ? split : null;
}

/** Keeps an event with the given split: `split` of them on average. */
export function keptBySplit(split: number | null, random: () => number): boolean {
  return split === null || random() < split;
}
