/**
 * A throwaway PostgreSQL server for the store tests: Debian's binaries
 * (`apt-get install postgresql`), a cluster in a temporary directory, reached
 * through a Unix socket only (no TCP port), removed on stop. When the
 * binaries are missing the tests are skipped, saying why, unless
 * `FEEDBACK_REQUIRE_POSTGRES=1` (CI), where a missing server is an error.
 * `FEEDBACK_TEST_DATABASE_URL` points the tests at an existing server instead;
 * `PG_BIN` names the directory of the binaries.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  /** Connection string of the server's `postgres` database. */
  readonly url: string;
  stop(): void;
}

function findBinDir(): string | undefined {
  // PG_BIN, when set, is the only place looked at.
  const fromEnv = process.env['PG_BIN'];
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** Builds a connection string for a database reached through the socket directory `dir`. */
export function socketUrl(dir: string, database = 'postgres'): string {
  return `postgresql://postgres@${encodeURIComponent(dir)}/${database}`;
}

interface Setup {
  readonly bin: string;
  readonly runAs: readonly string[];
  readonly owner: { readonly uid: number; readonly gid: number } | undefined;
}

function setup(): Setup | string {
  const bin = findBinDir();
  if (bin === undefined) return 'no PostgreSQL server binaries (install the Debian package postgresql)';
  // PostgreSQL refuses to run as root: run it as the postgres user the Debian package creates.
  if (process.getuid?.() !== 0) return { bin, runAs: [], owner: undefined };
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { bin, runAs: ['runuser', '-u', 'postgres', '--'], owner: { uid, gid } };
  } catch {
    return 'running as root and there is no postgres user to run PostgreSQL as';
  }
}

/**
 * Whether the tests can have a PostgreSQL server, cheaply (nothing started):
 * undefined when they can, else why not. Throws when `FEEDBACK_REQUIRE_POSTGRES=1`.
 */
export function postgresUnavailableReason(): string | undefined {
  if (process.env['FEEDBACK_TEST_DATABASE_URL']) return undefined;
  const result = setup();
  if (typeof result !== 'string') return undefined;
  if (process.env['FEEDBACK_REQUIRE_POSTGRES'] === '1') {
    throw new Error(`PostgreSQL is required (FEEDBACK_REQUIRE_POSTGRES=1) but unavailable: ${result}.`);
  }
  console.warn(`\n*** PostgreSQL store tests SKIPPED: ${result}. ***\n`);
  return result;
}

/** Starts a server (or uses `FEEDBACK_TEST_DATABASE_URL`); throws when it cannot. */
export function startTestPostgres(): TestPostgres {
  const existing = process.env['FEEDBACK_TEST_DATABASE_URL'];
  if (existing) return { url: existing, stop: () => undefined };
  const found = setup();
  if (typeof found === 'string') throw new Error(`PostgreSQL unavailable: ${found}.`);
  const { bin, runAs, owner } = found;
  const dir = mkdtempSync(join(tmpdir(), 'feedback-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const [command = '', ...rest] = [...runAs, join(bin, tool), ...args];
    execFileSync(command, rest, { stdio: 'pipe', timeout: 60_000 });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      // A throwaway cluster: no fsync, so checkpoints and CREATE DATABASE do not wait on the disk of a busy machine.
      `-c listen_addresses='' -c unix_socket_directories='${dir}' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: socketUrl(dir),
    stop() {
      try {
        // Immediate: the cluster is deleted next, so there is nothing to checkpoint for.
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
