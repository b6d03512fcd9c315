// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageMetadataReady, whenPageMetadataReady } from './pageReady';

describe('page metadata readiness', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.title = '';
  });

  it('waits for a new title and the product metas', () => {
    expect(pageMetadataReady(document, null)).toBe(false);
    document.title = 'Charts - MUI X';
    expect(pageMetadataReady(document, null)).toBe(false);
    document.head.insertAdjacentHTML('beforeend', '<meta name="mui:productCategoryId" content="x">');
    expect(pageMetadataReady(document, null)).toBe(true);
    expect(pageMetadataReady(document, 'Charts - MUI X')).toBe(false);
    expect(pageMetadataReady(document, 'MUI X')).toBe(true);
  });

  it('sends as soon as ready, checking every 50 ms', () => {
    vi.useFakeTimers();
    let ready = false;
    const send = vi.fn();
    whenPageMetadataReady(() => ready, send);
    vi.advanceTimersByTime(120);
    expect(send).not.toHaveBeenCalled();
    ready = true;
    vi.advanceTimersByTime(50);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends anyway after the timeout, and can be cancelled', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    whenPageMetadataReady(() => false, send, { timeoutMs: 500 });
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(send).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenPageMetadataReady(() => true, cancelled);
    cancel();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
