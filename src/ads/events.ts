import { gtag } from '../analytics/gtag';
import { AD_CONFIG, AD_LIMITS } from '../site/ads';

export type AdEventAction = 'display' | 'click' | 'crash';

/** Sends `gtag('event', 'ad', …)` when analytics is there; never throws. */
export function sendAdEvent(action: AdEventAction, label: string): void {
  gtag('event', 'ad', { eventAction: action, eventLabel: label });
}

/** Whether a display event is kept by sampling. */
export function sampled(next: () => number, ratio: number = AD_CONFIG.displaySampleRatio): boolean {
  return next() < ratio;
}

/** A sampled display event, sent 2.5 s after the ad shows; returns a cancel function. */
export function scheduleDisplayEvent(label: string, next: () => number): () => void {
  if (!sampled(next)) return () => undefined;
  const timer = setTimeout(() => sendAdEvent('display', label), AD_LIMITS.displayEventDelayMs);
  return () => clearTimeout(timer);
}
