import { describe, expect, it } from 'vitest';
import { keptBySplit, parseSplit, shouldReportWebVitals } from './sampling';

describe('sampling', () => {
  it('reports web vitals only when the draw does not exceed 1e-4', () => {
    expect(shouldReportWebVitals(() => 0)).toBe(true);
    expect(shouldReportWebVitals(() => 1e-4)).toBe(true);
    expect(shouldReportWebVitals(() => 0.00011)).toBe(false);
    expect(shouldReportWebVitals(() => 0.5)).toBe(false);
  });

  it('keeps about 1 in 10,000 visits', () => {
    let seed = 42;
    // A small deterministic generator (LCG) standing in for Math.random.
    const next = () => {
      seed = (seed * 1664525 + 1013904223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    let kept = 0;
    for (let visit = 0; visit < 300_000; visit += 1) if (shouldReportWebVitals(next)) kept += 1;
    expect(kept).toBeGreaterThan(10);
    expect(kept).toBeLessThan(60);
  });

  it('parses a split between 0 and 1, anything else is no sampling', () => {
    expect(parseSplit('0.25')).toBe(0.25);
    expect(parseSplit('1')).toBe(1);
    expect(parseSplit('0')).toBe(0);
    expect(parseSplit(null)).toBeNull();
    expect(parseSplit('')).toBeNull();
    expect(parseSplit('1.5')).toBeNull();
    expect(parseSplit('-0.1')).toBeNull();
    expect(parseSplit('half')).toBeNull();
  });

  it('keeps an event when the draw is under the split', () => {
    expect(keptBySplit(null, () => 0.99)).toBe(true);
    expect(keptBySplit(0.3, () => 0.29)).toBe(true);
    expect(keptBySplit(0.3, () => 0.3)).toBe(false);
    expect(keptBySplit(0, () => 0)).toBe(false);
  });
});
