import pg from 'pg';
import type { FeedbackFilter, FeedbackRecord, Rating } from '../types';
import { pendingMigrations } from './migrations';
import type { FeedbackStore } from './types';

interface Row {
  id: string;
  created_at: Date;
  pathname: string;
  language: string;
  rating: string;
  comment: string | null;
  section_id: string | null;
  section_title: string | null;
}

/** Serialises the migrations of servers starting together (any constant shared by them will do). */
const MIGRATION_LOCK = 7_413_902_155;

function fromRow(row: Row): FeedbackRecord {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    pathname: row.pathname,
    language: row.language,
    rating: row.rating as Rating,
    comment: row.comment,
    sectionId: row.section_id,
    sectionTitle: row.section_title,
  };
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
    );
    const { rows } = await client.query<{ current: number }>(
      'SELECT COALESCE(MAX(version), 0)::int AS current FROM schema_migrations',
    );
    for (const migration of pendingMigrations(rows[0]?.current ?? 0)) {
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [
        migration.version,
        migration.name,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The PostgreSQL store, for deployments with several servers. An insert
 * resolves once committed (PostgreSQL's default `synchronous_commit = on`
 * makes the commit durable).
 */
export async function openPostgresStore(connectionString: string): Promise<FeedbackStore> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
  });
  // An idle connection dropped by the server must not take the process down: the next query reconnects.
  pool.on('error', (error) => console.error(`Feedback store (PostgreSQL): ${error.message}`));
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  return {
    kind: 'postgres',
    async insert(record) {
      const result = await pool.query(
        `INSERT INTO feedback (id, created_at, pathname, language, rating, comment, section_id, section_title)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO NOTHING`,
        [
          record.id,
          record.createdAt,
          record.pathname,
          record.language,
          record.rating,
          record.comment,
          record.sectionId,
          record.sectionTitle,
        ],
      );
      return result.rowCount === 1;
    },
    async list(filter: FeedbackFilter = {}) {
      const { rows } = await pool.query<Row>(
        `SELECT * FROM feedback
         WHERE ($1::text IS NULL OR pathname = $1) AND ($2::timestamptz IS NULL OR created_at >= $2)
         ORDER BY created_at, id`,
        [filter.pathname ?? null, filter.since?.toISOString() ?? null],
      );
      return rows.map(fromRow);
    },
    async schemaVersion() {
      const { rows } = await pool.query<{ version: number }>(
        'SELECT COALESCE(MAX(version), 0)::int AS version FROM schema_migrations',
      );
      return rows[0]?.version ?? 0;
    },
    close() {
      return pool.end();
    },
  };
}
