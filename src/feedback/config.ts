import { resolve } from 'node:path';

/** The feedback service's settings, read from the environment (see the README's "Page feedback"). */
export interface FeedbackConfig {
  /** Directory of the SQLite file (`FEEDBACK_DATA_DIR`, default `.data`). */
  readonly dataDir: string;
  /** PostgreSQL connection string (`DATABASE_URL`): when set, PostgreSQL is the store. */
  readonly databaseUrl: string | undefined;
  /** Bearer token of `GET /api/feedback` (`FEEDBACK_ADMIN_TOKEN`); without it that endpoint is off. */
  readonly adminToken: string | undefined;
  /** Submissions one address may send per minute (`FEEDBACK_RATE_LIMIT`, default 20). */
  readonly rateLimit: number;
  /** Submissions all addresses together may send per minute (`FEEDBACK_RATE_LIMIT_GLOBAL`, default 600). */
  readonly globalRateLimit: number;
  /** Reverse proxies in front of the server that append to `X-Forwarded-For` (`FEEDBACK_TRUSTED_PROXIES`, default 0). */
  readonly trustedProxies: number;
  /** Origins accepted besides the request's own host (`FEEDBACK_ALLOWED_ORIGINS`, comma-separated, and the site origin). */
  readonly allowedOrigins: readonly string[];
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, not "${raw}".`);
  }
  return value;
}

function origins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => new URL(item).origin);
}

export function readFeedbackConfig(env: Env, cwd: string): FeedbackConfig {
  const nonEmpty = (name: string) => (env[name]?.trim() ? env[name]?.trim() : undefined);
  return {
    dataDir: resolve(cwd, nonEmpty('FEEDBACK_DATA_DIR') ?? '.data'),
    databaseUrl: nonEmpty('DATABASE_URL'),
    adminToken: nonEmpty('FEEDBACK_ADMIN_TOKEN'),
    rateLimit: integer(env, 'FEEDBACK_RATE_LIMIT', 20, 1),
    globalRateLimit: integer(env, 'FEEDBACK_RATE_LIMIT_GLOBAL', 600, 1),
    trustedProxies: integer(env, 'FEEDBACK_TRUSTED_PROXIES', 0, 0),
    allowedOrigins: [...origins(env['FEEDBACK_ALLOWED_ORIGINS']), ...origins(nonEmpty('NEXT_PUBLIC_SITE_ORIGIN'))],
  };
}
