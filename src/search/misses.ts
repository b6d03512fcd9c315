/** What a search session that led nowhere reports: nothing found, or results never opened. */
export type MissAction = 'no-results' | 'no-click';

export const MISS_LABEL_LENGTH = 100;

/** `gtag('event', 'search', …)` for a miss; the query trimmed to 100 characters. */
export function missEvent(
  action: MissAction,
  query: string,
): ['event', 'search', { eventAction: MissAction; eventLabel: string }] {
  return ['event', 'search', { eventAction: action, eventLabel: query.trim().slice(0, MISS_LABEL_LENGTH) }];
}

/**
 * Follows one opening of the dialog. A query that finds nothing is reported
 * once it has settled (the reader paused on it) or when the dialog closes on
 * it; a dialog closed on results without opening any reports `no-click` for
 * its last query. Each query is reported at most once per opening.
 */
export class MissTracker {
  private query = '';
  private count = 0;
  private opened = false;
  private readonly reported = new Set<string>();

  constructor(private readonly report: (action: MissAction, query: string) => void) {}

  /** The query changed and the dialog shows `count` results for it. */
  update(query: string, count: number): void {
    this.query = query.trim();
    this.count = count;
  }

  /** The reader paused on the current query. */
  settle(): void {
    if (this.query !== '' && this.count === 0) this.send('no-results');
  }

  /** The reader opened a result. */
  open(): void {
    this.opened = true;
  }

  /** The dialog closed. */
  close(): void {
    if (this.query === '' || this.opened) return;
    this.send(this.count === 0 ? 'no-results' : 'no-click');
  }

  private send(action: MissAction): void {
    const key = `${action}:${this.query}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.report(action, this.query);
  }
}
