import { describe, expect, it } from 'vitest';
import { webVitalEvent } from './webVitals';

describe('web vitals events', () => {
  it('sends value, delta, id and label', () => {
    expect(webVitalEvent({ name: 'LCP', value: 1234.56, delta: 1234.56, id: 'v5-1', rating: 'good' })).toEqual([
      'event',
      'LCP',
      { value: 1235, delta: 1235, id: 'v5-1', label: 'good' },
    ]);
    expect(webVitalEvent({ name: 'INP', value: 320, delta: 80, id: 'v5-2', rating: 'needs-improvement' })[2]).toEqual({
      value: 320,
      delta: 80,
      id: 'v5-2',
      label: 'needs-improvement',
    });
  });

  it('scales CLS, a unitless score, by 1000', () => {
    expect(
      webVitalEvent({ name: 'CLS', value: 0.1234, delta: 0.02, id: 'v5-3', rating: 'needs-improvement' })[2],
    ).toEqual({
      value: 123,
      delta: 20,
      id: 'v5-3',
      label: 'needs-improvement',
    });
  });
});
