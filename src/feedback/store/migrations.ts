/**
 * The feedback schema, one migration per change, each in the SQL of both
 * stores. Append new migrations; never edit one that has shipped. A store
 * applies the pending ones when it opens, in one transaction.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sqlite: string;
  readonly postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create the feedback table',
    sqlite: `
      CREATE TABLE feedback (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        pathname TEXT NOT NULL,
        language TEXT NOT NULL,
        rating TEXT NOT NULL CHECK (rating IN ('yes', 'no')),
        comment TEXT,
        section_id TEXT,
        section_title TEXT
      );
      CREATE INDEX feedback_created_at ON feedback (created_at);
      CREATE INDEX feedback_pathname_created_at ON feedback (pathname, created_at);
    `,
    postgres: `
      CREATE TABLE feedback (
        id UUID PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        pathname TEXT NOT NULL,
        language TEXT NOT NULL,
        rating TEXT NOT NULL CHECK (rating IN ('yes', 'no')),
        comment TEXT,
        section_id TEXT,
        section_title TEXT
      );
      CREATE INDEX feedback_created_at ON feedback (created_at);
      CREATE INDEX feedback_pathname_created_at ON feedback (pathname, created_at);
    `,
  },
];

export const LATEST_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

/** The migrations still to apply to a store at `current`; throws when the store is newer than this code. */
export function pendingMigrations(current: number, migrations: readonly Migration[] = MIGRATIONS): Migration[] {
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `The feedback store has schema version ${current}, newer than this server knows (${latest}): run a newer server.`,
    );
  }
  return migrations.filter((migration) => migration.version > current);
}
