import type { RichTreeViewProProps } from '@mui/x-tree-view-pro';
import type { FileItem } from './fileServer';

// The shape the `dataSourceCache` prop expects: `get`, `set` and `clear`.
type DataSourceCache = NonNullable<RichTreeViewProProps<FileItem, false>['dataSourceCache']>;
type CachedChildren = Parameters<DataSourceCache['set']>[1];

export type CacheEvent = { kind: 'hit' | 'miss' | 'stale' | 'store'; key: string };

/**
 * A cache that keeps children for the whole session (no expiry), reports what it does,
 * and can mark one folder as stale so that the tree reloads it.
 */
export class FolderCache implements DataSourceCache {
  private entries = new Map<string, CachedChildren>();

  private staleKeys = new Set<string>();

  constructor(private onEvent: (event: CacheEvent) => void = () => {}) {}

  get(key: string): CachedChildren | undefined | -1 {
    if (this.staleKeys.has(key)) {
      // -1 tells the tree that the entry expired: it removes the children it shows, then fetches.
      this.staleKeys.delete(key);
      this.entries.delete(key);
      this.onEvent({ kind: 'stale', key });
      return -1;
    }
    const value = this.entries.get(key);
    this.onEvent({ kind: value ? 'hit' : 'miss', key });
    return value;
  }

  set(key: string, value: CachedChildren) {
    this.entries.set(key, value);
    this.onEvent({ kind: 'store', key });
  }

  clear() {
    this.entries.clear();
    this.staleKeys.clear();
  }

  /** Marks a folder as stale: its next expansion fetches it again. */
  invalidate(key: string) {
    if (this.entries.has(key)) {
      this.staleKeys.add(key);
    }
  }
}
