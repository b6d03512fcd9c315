import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampled, scheduleDisplayEvent, sendAdEvent } from './events';

describe('ad events', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends through gtag and does not throw without it, or when it throws', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    sendAdEvent('click', 'carbon-body-top');
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'click', eventLabel: 'carbon-body-top' });
    vi.stubGlobal('window', {});
    expect(() => sendAdEvent('crash', 'in-house-body-top')).not.toThrow();
    vi.stubGlobal('window', {
      gtag: () => {
        throw new Error('broken');
      },
    });
    expect(() => sendAdEvent('display', 'x')).not.toThrow();
  });

  it('samples display events at the ratio', () => {
    expect(sampled(() => 0.09, 0.1)).toBe(true);
    expect(sampled(() => 0.1, 0.1)).toBe(false);
  });

  it('sends a sampled display event after 2.5 s, and can cancel it', () => {
    vi.useFakeTimers();
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    scheduleDisplayEvent('in-house-body-top', () => 0);
    vi.advanceTimersByTime(2499);
    expect(gtag).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top' });
    const cancel = scheduleDisplayEvent('x', () => 0);
    cancel();
    vi.advanceTimersByTime(3000);
    expect(gtag).toHaveBeenCalledTimes(1);
    scheduleDisplayEvent('y', () => 0.5);
    vi.advanceTimersByTime(3000);
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});
