import type { SearchFields } from './types';

/** localStorage key of the results a reader opened last. */
export const RECENT_STORAGE_KEY = 'mui-search-recent';
export const RECENT_LIMIT = 5;

/** An opened result, remembered so the empty dialog can offer it again. */
export interface RecentEntry extends SearchFields {
  readonly id: string;
}

function isRecentEntry(value: unknown): value is RecentEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['id'] === 'string' &&
    entry['id'].startsWith('/') &&
    (entry['kind'] === 'page' || entry['kind'] === 'section' || entry['kind'] === 'api') &&
    typeof entry['title'] === 'string' &&
    typeof entry['parent'] === 'string' &&
    typeof entry['planRank'] === 'number' &&
    (entry['product'] === null || typeof entry['product'] === 'string')
  );
}

/** The stored list, ignoring anything malformed. */
export function parseRecent(raw: string | null): RecentEntry[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecentEntry).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The list with `entry` first, without duplicates, capped. */
export function addRecent(list: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, RECENT_LIMIT);
}

export function readRecent(): RecentEntry[] {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveRecent(list: readonly RecentEntry[]): void {
  try {
    window.localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable: recent searches last for this page only.
  }
}
