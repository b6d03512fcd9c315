/**
 * Load and durability of the feedback service on loopback: 200 concurrent
 * submissions to a production server all land exactly once, and stay there
 * when the server is killed (not stopped) and started again. Runs on SQLite,
 * and on PostgreSQL when Debian's server is installed (saying so when not).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from '../helpers/postgres';
import { startSiteServer, testPort, type SiteServer } from '../helpers/siteServer';

const SUBMISSIONS = 200;
const TOKEN = 'load-test-token';
const PAGE = '/x/introduction/installation/';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function submitAll(server: SiteServer, run: string): Promise<number[]> {
  return Promise.all(
    Array.from({ length: SUBMISSIONS }, async (_, index) => {
      const response = await fetch(`${server.baseURL}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseURL },
        body: JSON.stringify({
          pathname: PAGE,
          language: 'en',
          rating: index % 2 ? 'yes' : 'no',
          comment: `${run} #${index}`,
        }),
        signal: AbortSignal.timeout(60_000),
      });
      return response.status;
    }),
  );
}

async function storedComments(server: SiteServer): Promise<string[]> {
  const response = await fetch(`${server.baseURL}/api/feedback?page=${PAGE}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
    signal: AbortSignal.timeout(30_000),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { feedback: { comment: string | null }[] };
  return body.feedback.map((record) => record.comment ?? '');
}

async function loadAndRestart(env: Record<string, string>, port: number): Promise<void> {
  const serverEnv = {
    ...env,
    FEEDBACK_ADMIN_TOKEN: TOKEN,
    FEEDBACK_RATE_LIMIT: String(SUBMISSIONS * 2),
    FEEDBACK_RATE_LIMIT_GLOBAL: String(SUBMISSIONS * 2),
  };
  const run = `load-${Date.now()}`;
  let server = await startSiteServer(port, serverEnv);
  try {
    const statuses = await submitAll(server, run);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    // A crash, not a clean stop: every 201 must already be on disk.
    await server.stop('SIGKILL');
    server = await startSiteServer(port, serverEnv);
    const comments = (await storedComments(server)).filter((comment) => comment.startsWith(`${run} #`));
    expect(comments).toHaveLength(SUBMISSIONS);
    expect(new Set(comments).size).toBe(SUBMISSIONS);
  } finally {
    await server.stop();
  }
}

test('SQLite: 200 concurrent submissions land exactly once and survive a crash of the server', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'feedback-load-'));
  try {
    await loadAndRestart({ FEEDBACK_DATA_DIR: dataDir }, testPort(2));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const pgUnavailable = postgresUnavailableReason();

test(`PostgreSQL: 200 concurrent submissions land exactly once and survive a crash of the server${pgUnavailable ? ` (SKIPPED: ${pgUnavailable})` : ''}`, async () => {
  test.skip(pgUnavailable !== undefined, `PostgreSQL store tests skipped: ${pgUnavailable}`);
  let postgres: TestPostgres | undefined;
  try {
    postgres = startTestPostgres();
    await loadAndRestart({ DATABASE_URL: postgres.url }, testPort(2));
  } finally {
    postgres?.stop();
  }
});
