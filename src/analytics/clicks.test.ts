// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickEvent, trackClicks } from './clicks';

const at = (value: number) => () => value;

describe('click tracking', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sends the category, action and label of the clicked element', () => {
    document.body.innerHTML =
      '<button data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="Basic">Copy</button>';
    expect(clickEvent(document.querySelector('button'), at(0.5))).toEqual([
      'event',
      'demo',
      { eventAction: 'copy', eventLabel: 'Basic' },
    ]);
  });

  it('finds the nearest tracked ancestor of the target', () => {
    document.body.innerHTML = `
      <div data-ga-event-category="outer" data-ga-event-action="outer-action">
        <a data-ga-event-category="inner" data-ga-event-action="open"><svg><path id="icon"></path></svg> text</a>
        <span id="plain">plain</span>
      </div>`;
    expect(clickEvent(document.getElementById('icon'), at(0.5))).toEqual([
      'event',
      'inner',
      { eventAction: 'open', eventLabel: null },
    ]);
    expect(clickEvent(document.getElementById('plain'), at(0.5))?.[1]).toBe('outer');
    // A text node target reads from its parent.
    expect(clickEvent(document.querySelector('a')!.lastChild, at(0.5))?.[1]).toBe('inner');
  });

  it('ignores clicks outside tracked elements', () => {
    document.body.innerHTML = '<p><button>Untracked</button></p>';
    expect(clickEvent(document.querySelector('button'), at(0))).toBeNull();
    expect(clickEvent(null, at(0))).toBeNull();
  });

  it('samples with data-ga-event-split', () => {
    document.body.innerHTML = '<button data-ga-event-category="toc" data-ga-event-split="0.1">x</button>';
    const button = document.querySelector('button');
    expect(clickEvent(button, at(0.05))).not.toBeNull();
    expect(clickEvent(button, at(0.1))).toBeNull();
    expect(clickEvent(button, at(0.9))).toBeNull();
    // An invalid split does not sample.
    button!.setAttribute('data-ga-event-split', 'often');
    expect(clickEvent(button, at(0.99))).not.toBeNull();
  });

  it('installs one delegated listener that sees clicks even when propagation stops', () => {
    document.body.innerHTML = `
      <div data-ga-event-category="demo" data-ga-event-action="reset" data-ga-event-split="0.5">
        <button id="inner">Reset</button>
      </div>
      <button id="other" data-ga-event-category="nav" data-ga-event-action="open">Nav</button>`;
    document.getElementById('inner')!.addEventListener('click', (event) => event.stopPropagation());
    const send = vi.fn();
    const draws = [0.4, 0.6];
    const stop = trackClicks(document, send, () => draws.shift() ?? 0);
    document.getElementById('inner')!.click();
    document.getElementById('inner')!.click();
    document.getElementById('other')!.click();
    expect(send.mock.calls).toEqual([
      ['event', 'demo', { eventAction: 'reset', eventLabel: null }],
      ['event', 'nav', { eventAction: 'open', eventLabel: null }],
    ]);
    stop();
    document.getElementById('other')!.click();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
