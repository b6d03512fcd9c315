import { useEffect, useState } from 'react';
import { interpolate } from '../i18n/strings';
import { ISLAND_LOAD_EVENT } from '../static/HtmlIsland';

/**
 * A number that changes each time an island's HTML arrives: after a client-side navigation the filtered entries
 * come later than the filter (see HtmlIsland), so a filter counts them again when it changes.
 */
export function useIslandLoads(): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const count = () => setLoads((value) => value + 1);
    document.addEventListener(ISLAND_LOAD_EVENT, count);
    return () => document.removeEventListener(ISLAND_LOAD_EVENT, count);
  }, []);
  return loads;
}

/** The element the URL's fragment points at, if any. */
export function hashTarget(): HTMLElement | null {
  return window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
}

export interface FilterStatusLabels {
  /** With `{{shown}}` and `{{total}}`. */
  readonly count: string;
  /** With `{{query}}`. */
  readonly empty: string;
}

/** A filter's status line: how many entries show, or that nothing matches the query. */
export function filterStatus(
  labels: FilterStatusLabels,
  query: string,
  counts: { readonly shown: number; readonly total: number },
): string {
  return query.trim() !== '' && counts.shown === 0
    ? interpolate(labels.empty, { query: query.trim() })
    : interpolate(labels.count, { shown: counts.shown, total: counts.total });
}
