import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { FeedbackFilter, FeedbackRecord, Rating } from '../types';
import { pendingMigrations } from './migrations';
import type { FeedbackStore } from './types';

interface Row {
  id: string;
  created_at: string;
  pathname: string;
  language: string;
  rating: string;
  comment: string | null;
  section_id: string | null;
  section_title: string | null;
}

export function fromRow(row: Row): FeedbackRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    pathname: row.pathname,
    language: row.language,
    rating: row.rating as Rating,
    comment: row.comment,
    sectionId: row.section_id,
    sectionTitle: row.section_title,
  };
}

function migrate(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  db.transaction(() => {
    const { current } = db.prepare('SELECT COALESCE(MAX(version), 0) AS current FROM schema_migrations').get() as {
      current: number;
    };
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const migration of pendingMigrations(current)) {
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  }).immediate();
}

/**
 * The SQLite store: one file (its directory is created), write-ahead log with
 * full sync so that a committed insert survives a crash or a power cut.
 */
export function openSqliteStore(file: string): FeedbackStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const insert = db.prepare(`
    INSERT INTO feedback (id, created_at, pathname, language, rating, comment, section_id, section_title)
    VALUES (@id, @createdAt, @pathname, @language, @rating, @comment, @sectionId, @sectionTitle)
    ON CONFLICT (id) DO NOTHING
  `);

  return {
    kind: 'sqlite',
    insert(record) {
      return Promise.resolve().then(() => insert.run(record).changes === 1);
    },
    list(filter: FeedbackFilter = {}) {
      return Promise.resolve().then(() => {
        const rows = db
          .prepare(
            `SELECT * FROM feedback
             WHERE (@pathname IS NULL OR pathname = @pathname) AND (@since IS NULL OR created_at >= @since)
             ORDER BY created_at, id`,
          )
          .all({ pathname: filter.pathname ?? null, since: filter.since?.toISOString() ?? null }) as Row[];
        return rows.map(fromRow);
      });
    },
    schemaVersion() {
      return Promise.resolve().then(
        () =>
          (
            db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get() as {
              version: number;
            }
          ).version,
      );
    },
    close() {
      return Promise.resolve().then(() => {
        db.close();
      });
    },
  };
}
