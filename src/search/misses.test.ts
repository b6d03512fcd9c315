import { describe, expect, it } from 'vitest';
import { missEvent, MissTracker, type MissAction } from './misses';

function tracked() {
  const sent: [MissAction, string][] = [];
  return { tracker: new MissTracker((action, query) => sent.push([action, query])), sent };
}

describe('missEvent', () => {
  it('is a search event with the trimmed query, at most 100 characters', () => {
    expect(missEvent('no-results', '  zebra  ')).toEqual([
      'event',
      'search',
      { eventAction: 'no-results', eventLabel: 'zebra' },
    ]);
    expect(missEvent('no-click', 'x'.repeat(150))[2].eventLabel).toHaveLength(100);
  });
});

describe('MissTracker', () => {
  it('reports a query without results once it settles, once', () => {
    const { tracker, sent } = tracked();
    tracker.update('zebra', 0);
    tracker.settle();
    tracker.settle();
    tracker.close();
    expect(sent).toEqual([['no-results', 'zebra']]);
  });

  it('reports no-click when the dialog closes on results nobody opened', () => {
    const { tracker, sent } = tracked();
    tracker.update('sort', 4);
    tracker.settle();
    tracker.close();
    expect(sent).toEqual([['no-click', 'sort']]);
  });

  it('reports nothing when a result was opened, or for an empty query', () => {
    const opened = tracked();
    opened.tracker.update('sort', 4);
    opened.tracker.open();
    opened.tracker.close();
    const empty = tracked();
    empty.tracker.update('  ', 0);
    empty.tracker.settle();
    empty.tracker.close();
    expect([...opened.sent, ...empty.sent]).toEqual([]);
  });

  it('reports a miss on close when the reader did not pause on it', () => {
    const { tracker, sent } = tracked();
    tracker.update('zebr', 0);
    tracker.close();
    expect(sent).toEqual([['no-results', 'zebr']]);
  });
});
