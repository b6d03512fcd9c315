/**
 * Both store adapters against real databases: a SQLite file, and a
 * PostgreSQL server started from Debian's binaries (skipped, saying so, when
 * they are not installed; required in CI).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from '../../../tests/helpers/postgres';
import type { FeedbackRecord } from '../types';
import { LATEST_VERSION, MIGRATIONS, pendingMigrations } from './migrations';
import { openFeedbackStore, sqliteFile } from './open';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { FeedbackStore } from './types';

let sequence = 0;
function record(overrides: Partial<FeedbackRecord> = {}): FeedbackRecord {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString(),
    pathname: '/x/react-data-grid/sorting/',
    language: 'en',
    rating: 'yes',
    comment: null,
    sectionId: null,
    sectionTitle: null,
    ...overrides,
  };
}

interface Backend {
  /** Opens the store on the same database each time within one test. */
  open(): Promise<FeedbackStore>;
}

function contract(name: string, backend: () => Backend) {
  describe(name, () => {
    const opened: FeedbackStore[] = [];
    const open = async () => {
      const store = await backend().open();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close().catch(() => undefined)));
    });

    it('applies the migrations when it opens, once', async () => {
      const store = await open();
      expect(await store.schemaVersion()).toBe(LATEST_VERSION);
      await store.close();
      const again = await open();
      expect(await again.schemaVersion()).toBe(LATEST_VERSION);
      expect(await again.list()).toEqual([]);
    });

    it('stores records as they were sent, text as text', async () => {
      const store = await open();
      const full = record({
        rating: 'no',
        language: 'zh',
        comment: '<script>alert(1)</script> "quotes", \'single\', emoji 😀, 中文,\nnew line\ttab',
        sectionId: 'sort-model',
        sectionTitle: 'Sort <model>',
      });
      const bare = record({ pathname: '/x/react-charts/' });
      expect(await store.insert(full)).toBe(true);
      expect(await store.insert(bare)).toBe(true);
      expect(await store.list()).toEqual([full, bare]);
    });

    it('stores a retried submission (same id) once', async () => {
      const store = await open();
      const first = record({ comment: 'first' });
      expect(await store.insert(first)).toBe(true);
      expect(await store.insert({ ...first, comment: 'again' })).toBe(false);
      expect(await store.list()).toEqual([first]);
    });

    it('filters by page and by time, oldest first', async () => {
      const store = await open();
      const a = record({ createdAt: '2026-03-01T10:00:00.000Z' });
      const b = record({ createdAt: '2026-03-02T10:00:00.000Z', pathname: '/x/react-charts/' });
      const c = record({ createdAt: '2026-03-03T10:00:00.000Z' });
      for (const item of [c, a, b]) await store.insert(item);
      expect(await store.list()).toEqual([a, b, c]);
      expect(await store.list({ pathname: '/x/react-data-grid/sorting/' })).toEqual([a, c]);
      expect(await store.list({ since: new Date('2026-03-02T10:00:00.000Z') })).toEqual([b, c]);
      expect(await store.list({ pathname: '/x/react-charts/', since: new Date('2026-03-02T10:00:00.001Z') })).toEqual(
        [],
      );
    });

    it('takes 200 concurrent inserts, each exactly once, and keeps them after reopening', async () => {
      const store = await open();
      const records = Array.from({ length: 200 }, (_, index) => record({ comment: `load ${index}` }));
      const results = await Promise.all(records.map((item) => store.insert(item)));
      expect(results.every(Boolean)).toBe(true);
      await store.close();
      const reopened = await open();
      const stored = await reopened.list();
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((item) => item.comment)).size).toBe(200);
      expect(stored.map((item) => item.id).sort()).toEqual(records.map((item) => item.id).sort());
    });

    it('rejects a record the schema does not allow', async () => {
      const store = await open();
      await expect(store.insert({ ...record(), rating: 'maybe' as 'yes' })).rejects.toThrow();
    });
  });
}

describe('feedback stores', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'feedback-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  contract('SQLite', () => ({ open: () => Promise.resolve(openSqliteStore(sqliteFile(dir))) }));

  it('SQLite: creates the data directory, writes with a write-ahead log and full sync', async () => {
    const store = await openFeedbackStore({ dataDir: join(dir, 'nested', 'data') });
    expect(store.kind).toBe('sqlite');
    await store.insert(record());
    await store.close();
    const db = new Database(sqliteFile(join(dir, 'nested', 'data')), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual(
      MIGRATIONS.map(({ version, name }) => ({ version, name })),
    );
    db.close();
  });

  it('SQLite: refuses a store written by a newer schema', async () => {
    const file = sqliteFile(dir);
    await openSqliteStore(file).close();
    const db = new Database(file);
    db.prepare("INSERT INTO schema_migrations VALUES (99, 'future', '2030-01-01')").run();
    db.close();
    expect(() => openSqliteStore(file)).toThrow('schema version 99');
  });

  it('SQLite: fails to open where it cannot write', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    await expect(openFeedbackStore({ dataDir: join(dir, 'a-file', 'data') })).rejects.toThrow('ENOTDIR');
  });
});

describe('pendingMigrations', () => {
  it('lists what a store at a version still needs', () => {
    expect(pendingMigrations(0)).toEqual(MIGRATIONS);
    expect(pendingMigrations(LATEST_VERSION)).toEqual([]);
    expect(() => pendingMigrations(LATEST_VERSION + 1)).toThrow('newer than this server knows');
  });
});

const pgUnavailable = postgresUnavailableReason();

describe.skipIf(pgUnavailable !== undefined)(
  `PostgreSQL store${pgUnavailable ? ` (SKIPPED: ${pgUnavailable})` : ''}`,
  () => {
    let server: TestPostgres | undefined;
    let url = '';
    let database = 0;
    let databaseUrl = '';
    beforeAll(() => {
      server = startTestPostgres();
      url = server.url;
    }, 60_000);
    afterAll(() => server?.stop(), 60_000); // pg_ctl stop waits for the server to exit: seconds on a loaded machine
    beforeEach(async () => {
      // A fresh database per test: nothing leaks from one to the next.
      database += 1;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE feedback_test_${database}`);
      await admin.end();
      const parsed = new URL(url);
      parsed.pathname = `/feedback_test_${database}`;
      databaseUrl = parsed.toString();
    }, 30_000); // CREATE DATABASE copies a template and syncs it: seconds on a loaded machine

    contract('PostgreSQL', () => ({ open: () => openPostgresStore(databaseUrl) }));

    it('is the store when DATABASE_URL is set', async () => {
      const store = await openFeedbackStore({ databaseUrl, dataDir: '/nonexistent' });
      expect(store.kind).toBe('postgres');
      await store.close();
    });

    it('servers starting together apply the migrations once', async () => {
      const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(databaseUrl)));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query('SELECT version FROM schema_migrations');
      await client.end();
      expect(rows).toEqual([{ version: LATEST_VERSION }]);
      await Promise.all(stores.map((store) => store.close()));
    });

    it('fails to open when the server is unreachable', async () => {
      await expect(openPostgresStore('postgresql://postgres@%2Fnonexistent-socket-dir/postgres')).rejects.toThrow();
    });
  },
);
