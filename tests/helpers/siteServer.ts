/**
 * A production server of the site (`next start`, on the last build) with an
 * environment of its own, for the feedback tests that need their own store or
 * token, or to kill and restart a server. Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface SiteServer {
  readonly baseURL: string;
  /** The server's output so far, for failure messages. */
  output(): string;
  /** Stops the server: SIGTERM for a normal stop, SIGKILL for a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** The port of a test's own server: E2E_PORT (3100 by default) plus an offset. */
export function testPort(offset: number): number {
  return Number(process.env['E2E_PORT'] ?? 3100) + offset;
}

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startSiteServer(port: number, env: Record<string, string>): Promise<SiteServer> {
  const baseURL = `http://localhost:${port}`;
  const probe = `${baseURL}/x/introduction/`;
  if (await isUp(probe)) throw new Error(`Port ${port} is already serving: stop that server first.`);

  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(process.cwd(), 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    { env: { ...process.env, ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const server: SiteServer = {
    baseURL,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isUp(probe))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`The site server on port ${port} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}
