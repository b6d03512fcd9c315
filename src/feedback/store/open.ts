import { join } from 'node:path';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { FeedbackStore } from './types';

export interface StoreConfig {
  /** PostgreSQL connection string: when set, feedback goes to PostgreSQL. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the SQLite file, used when there is no `databaseUrl`. */
  readonly dataDir: string;
}

export const SQLITE_FILE_NAME = 'feedback.sqlite';

export function sqliteFile(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

/** Opens the configured store and applies its pending migrations. */
export async function openFeedbackStore(config: StoreConfig): Promise<FeedbackStore> {
  if (config.databaseUrl) return openPostgresStore(config.databaseUrl);
  return Promise.resolve().then(() => openSqliteStore(sqliteFile(config.dataDir)));
}

/**
 * Opens the store once, on first use, and shares it. When opening fails (the
 * database is down, the directory is not writable) the next call tries again.
 */
export function lazyStore(open: () => Promise<FeedbackStore>): () => Promise<FeedbackStore> {
  let pending: Promise<FeedbackStore> | undefined;
  return () => {
    if (pending === undefined) {
      pending = open();
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}
