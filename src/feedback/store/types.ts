import type { FeedbackFilter, FeedbackRecord } from '../types';

/** Where feedback is kept: SQLite on one server, PostgreSQL for several. Both have the same schema. */
export interface FeedbackStore {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Stores a record durably before resolving. A record whose id is already
   * stored is left as it is (a retried submission): resolves false then.
   */
  insert(record: FeedbackRecord): Promise<boolean>;
  /** Records matching the filter, oldest first. */
  list(filter?: FeedbackFilter): Promise<FeedbackRecord[]>;
  /** The schema version, after the migrations applied when the store opened. */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;
}
