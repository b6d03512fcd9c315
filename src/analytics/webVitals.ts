import type { Metric } from 'web-vitals';

export type WebVitalCall = ['event', Metric['name'], { value: number; delta: number; id: string; label: string }];

/**
 * A web-vital metric as an event: value and delta rounded to integers (CLS,
 * a unitless score, times 1000 first), the metric id of this page load, and
 * its rating as the label.
 */
export function webVitalEvent(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id' | 'rating'>): WebVitalCall {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return [
    'event',
    metric.name,
    {
      value: Math.round(metric.value * scale),
      delta: Math.round(metric.delta * scale),
      id: metric.id,
      label: metric.rating,
    },
  ];
}

/** Loads web-vitals (only for sampled visits) and reports LCP, INP, CLS, FCP and TTFB. */
export async function reportWebVitals(send: (...call: WebVitalCall) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) => send(...webVitalEvent(metric));
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
