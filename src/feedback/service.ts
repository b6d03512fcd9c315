/**
 * The feedback API as plain `Request` → `Response` functions, with every
 * dependency injected: the Next route only wires them. Checks run cheapest
 * and most telling first: origin (403), rate (429), size (413), encoding and
 * fields (400), then the store (201, or 503 when it is unavailable).
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { parseFilter } from './filters';
import { toCsv, toExportJson } from './format';
import { clientAddress, type RateLimiter } from './rateLimit';
import type { FeedbackStore } from './store/types';
import type { FeedbackRecord } from './types';
import { decodeJsonBody, MAX_BODY_BYTES, validateSubmission, type SubmissionRules } from './validation';

export interface FeedbackServiceOptions {
  readonly getStore: () => Promise<FeedbackStore>;
  readonly rules: SubmissionRules;
  readonly perAddressLimiter: RateLimiter;
  readonly globalLimiter: RateLimiter;
  readonly trustedProxies?: number;
  /** Origins accepted besides the request's own host. */
  readonly allowedOrigins?: readonly string[];
  readonly adminToken?: string | undefined;
  readonly maxBodyBytes?: number;
  readonly now?: () => Date;
  readonly newId?: () => string;
  readonly logError?: (message: string) => void;
}

export interface FeedbackService {
  /** `POST /api/feedback`: stores one submission. */
  post(request: Request): Promise<Response>;
  /** `GET /api/feedback`: every stored submission, for holders of the admin token. */
  get(request: Request): Promise<Response>;
}

const GLOBAL_KEY = '*';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function isSameOrigin(request: Request, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(url.origin)) return true;
  const hosts = [request.headers.get('host'), request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()];
  return hosts.some((host) => host !== null && host !== undefined && host.toLowerCase() === url.host);
}

/** The body's bytes, or null as soon as it is larger than `limit` (whatever Content-Length claims). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createFeedbackService({
  getStore,
  rules,
  perAddressLimiter,
  globalLimiter,
  trustedProxies = 0,
  allowedOrigins = [],
  adminToken,
  maxBodyBytes = MAX_BODY_BYTES,
  now = () => new Date(),
  newId = randomUUID,
  logError = (message) => console.error(message),
}: FeedbackServiceOptions): FeedbackService {
  const unavailable = () => json(503, { error: 'unavailable', message: 'Feedback cannot be stored right now.' });

  return {
    async post(request) {
      if (!isSameOrigin(request, allowedOrigins)) {
        return json(403, { error: 'forbidden', field: 'origin', message: 'Only same-origin requests are accepted.' });
      }

      const address = clientAddress(request.headers.get('x-forwarded-for'), trustedProxies);
      if (!perAddressLimiter.take(address) || !globalLimiter.take(GLOBAL_KEY)) {
        const waitMs = Math.max(perAddressLimiter.retryAfterMs(address), globalLimiter.retryAfterMs(GLOBAL_KEY));
        return json(
          429,
          { error: 'rate_limited', message: 'Too many submissions: try again later.' },
          { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
        );
      }

      let bytes: Uint8Array | null;
      try {
        bytes = await readLimited(request, maxBodyBytes);
      } catch {
        return json(400, { error: 'invalid', field: 'body', message: 'The body could not be read.' });
      }
      if (bytes === null) {
        return json(413, {
          error: 'too_large',
          field: 'body',
          message: `The body is larger than ${maxBodyBytes} bytes.`,
        });
      }

      const decoded = decodeJsonBody(bytes);
      const validated = decoded.ok ? validateSubmission(decoded.value, rules) : decoded;
      if (!validated.ok) return json(400, { error: 'invalid', ...validated.error });

      const submission = validated.value;
      const record: FeedbackRecord = {
        id: submission.id ?? newId(),
        createdAt: now().toISOString(),
        pathname: submission.pathname,
        language: submission.language,
        rating: submission.rating,
        comment: submission.comment ?? null,
        sectionId: submission.sectionId ?? null,
        sectionTitle: submission.sectionTitle ?? null,
      };
      try {
        const store = await getStore();
        await store.insert(record);
      } catch (error) {
        logError(`Feedback store unavailable: ${describe(error)}`);
        return unavailable();
      }
      return json(201, { id: record.id });
    },

    async get(request) {
      if (adminToken === undefined || adminToken === '') {
        return json(404, { error: 'not_found', message: 'Reading feedback is disabled on this server.' });
      }
      const match = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
      if (match?.[1] === undefined || !timingSafeEqual(digest(match[1]), digest(adminToken))) {
        // Guessing the token costs the same as flooding: wrong tokens count against the address.
        const address = clientAddress(request.headers.get('x-forwarded-for'), trustedProxies);
        if (!perAddressLimiter.take(address)) {
          return json(429, { error: 'rate_limited', message: 'Too many attempts: try again later.' });
        }
        return json(
          401,
          { error: 'unauthorized', message: 'A valid bearer token is required.' },
          {
            'www-authenticate': 'Bearer realm="feedback"',
          },
        );
      }
      const params = new URL(request.url).searchParams;
      const filter = parseFilter({ page: params.get('page'), since: params.get('since') });
      if (!filter.ok) return json(400, { error: 'invalid', ...filter.error });
      const format = params.get('format') ?? 'json';
      if (format !== 'json' && format !== 'csv') {
        return json(400, { error: 'invalid', field: 'format', message: 'format must be json or csv.' });
      }
      let records: FeedbackRecord[];
      try {
        records = await (await getStore()).list(filter.value);
      } catch (error) {
        logError(`Feedback store unavailable: ${describe(error)}`);
        return unavailable();
      }
      if (format === 'csv') {
        return new Response(toCsv(records), {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
      return json(200, toExportJson(records));
    },
  };
}
