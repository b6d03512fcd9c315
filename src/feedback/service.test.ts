import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flattenPages } from '../routing/pageTree';
import { pageTree } from '../routing/pageTree.data';
import { pageChecker } from './pages';
import { createRateLimiter } from './rateLimit';
import { createFeedbackService, type FeedbackServiceOptions } from './service';
import { openSqliteStore } from './store/sqlite';
import type { FeedbackStore } from './store/types';

const ORIGIN = 'http://docs.test';
const PAGE = '/x/react-data-grid/quickstart/';
const valid = { pathname: PAGE, language: 'en', rating: 'yes' };
const NOW = new Date('2026-05-01T12:00:00.000Z');

let dir = '';
let store: FeedbackStore;
let errors: string[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'feedback-service-'));
  store = openSqliteStore(join(dir, 'feedback.sqlite'));
  errors = [];
});
afterEach(async () => {
  await store.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

function service(options: Partial<FeedbackServiceOptions> = {}) {
  return createFeedbackService({
    getStore: () => Promise.resolve(store),
    rules: { isPage: pageChecker(flattenPages(pageTree)), languages: ['en', 'zh'] },
    perAddressLimiter: createRateLimiter({ capacity: 1000, windowMs: 60_000 }),
    globalLimiter: createRateLimiter({ capacity: 1000, windowMs: 60_000 }),
    now: () => NOW,
    logError: (message) => errors.push(message),
    ...options,
  });
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/feedback`, {
    method: 'POST',
    headers: { host: 'docs.test', origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? Buffer.from(body) : JSON.stringify(body),
  });
}

function get(query = '', headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/feedback${query}`, { headers: { host: 'docs.test', ...headers } });
}

describe('POST /api/feedback', () => {
  it('stores a valid submission and answers 201 with its id', async () => {
    const response = await service({ newId: () => 'a0000000-0000-4000-8000-000000000001' }).post(
      post({
        ...valid,
        rating: 'no',
        comment: '<b>Where</b> is the export?',
        sectionId: 'installation',
        sectionTitle: 'Installation',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ id: 'a0000000-0000-4000-8000-000000000001' });
    expect(await store.list()).toEqual([
      {
        id: 'a0000000-0000-4000-8000-000000000001',
        createdAt: NOW.toISOString(),
        pathname: PAGE,
        language: 'en',
        rating: 'no',
        comment: '<b>Where</b> is the export?',
        sectionId: 'installation',
        sectionTitle: 'Installation',
      },
    ]);
  });

  it('stores a retried submission (same client id) once', async () => {
    const api = service();
    const id = 'b0000000-0000-4000-8000-000000000002';
    expect((await api.post(post({ ...valid, id }))).status).toBe(201);
    expect((await api.post(post({ ...valid, id }))).status).toBe(201);
    expect(await store.list()).toHaveLength(1);
  });

  it('answers 400 naming the field on bad input, and stores nothing', async () => {
    const api = service();
    const cases: [unknown, string][] = [
      [{ ...valid, extra: 1 }, 'extra'],
      [{ ...valid, rating: 'meh' }, 'rating'],
      [{ ...valid, pathname: '/x/not-a-page/' }, 'pathname'],
      [{ ...valid, language: 'de' }, 'language'],
      [{ ...valid, comment: 'x'.repeat(2001) }, 'comment'],
      ['not json', 'body'],
      [[valid], 'body'],
      [Uint8Array.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await api.post(post(body));
      expect(response.status, field).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid', field });
    }
    expect(await store.list()).toEqual([]);
  });

  it('answers 413 to a large body, whether Content-Length says so or not', async () => {
    const api = service();
    const big = JSON.stringify({ ...valid, comment: 'x'.repeat(40_000) });
    const declared = await api.post(post(big, { 'content-length': String(big.length) }));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'too_large', field: 'body' });

    // A streamed body has no Content-Length: it is cut off as it arrives.
    const chunk = new TextEncoder().encode('x'.repeat(8192));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = new Request(`${ORIGIN}/api/feedback`, {
      method: 'POST',
      headers: { host: 'docs.test', origin: ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await api.post(streamed)).status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it('accepts only same-origin requests', async () => {
    const api = service({ allowedOrigins: ['https://mui.com'] });
    expect((await api.post(post(valid, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await api.post(post(valid, { origin: 'null' }))).status).toBe(403);
    const noOrigin = new Request(`${ORIGIN}/api/feedback`, {
      method: 'POST',
      headers: { host: 'docs.test' },
      body: JSON.stringify(valid),
    });
    expect((await api.post(noOrigin)).status).toBe(403);
    expect((await api.post(post(valid, { origin: 'https://mui.com' }))).status).toBe(201);
    // Behind a proxy that passes the public host on.
    expect((await api.post(post(valid, { host: 'internal:3000', 'x-forwarded-host': 'docs.test' }))).status).toBe(201);
    expect(await store.list()).toHaveLength(2);
  });

  it('answers 429 once an address has sent too much, with Retry-After, and lets other addresses through', async () => {
    const api = service({ perAddressLimiter: createRateLimiter({ capacity: 3, windowMs: 60_000 }) });
    const from = (address: string) => post(valid, { 'x-forwarded-for': address });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await api.post(from('198.51.100.7'))).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await api.post(from('198.51.100.7'));
    expect(limited.headers.get('retry-after')).toBe('20');
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    expect((await api.post(from('198.51.100.8'))).status).toBe(201);
    expect(await store.list()).toHaveLength(4);
  });

  it('caps all addresses together', async () => {
    const api = service({ globalLimiter: createRateLimiter({ capacity: 2, windowMs: 60_000 }) });
    const statuses = [];
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      statuses.push((await api.post(post(valid, { 'x-forwarded-for': address }))).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('answers 503 when the store cannot be opened or written, and logs why', async () => {
    const down = service({ getStore: () => Promise.reject(new Error('connect ECONNREFUSED')) });
    const response = await down.post(post(valid));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'unavailable' });
    expect(errors).toEqual(['Feedback store unavailable: connect ECONNREFUSED']);

    await store.close();
    expect((await service().post(post(valid))).status).toBe(503);
  });

  it('takes 200 concurrent submissions, each stored exactly once', async () => {
    const api = service({ now: () => new Date() });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => api.post(post({ ...valid, comment: `concurrent ${index}` }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array<number>(200).fill(201));
    const comments = (await store.list()).map((record) => record.comment);
    expect(comments).toHaveLength(200);
    expect(new Set(comments).size).toBe(200);
  });
});

describe('GET /api/feedback', () => {
  const TOKEN = 'correct-horse-battery-staple';

  it('is disabled (404) without a configured token', async () => {
    const response = await service().get(get('', { authorization: 'Bearer anything' }));
    expect(response.status).toBe(404);
  });

  it('answers 401 without the right bearer token', async () => {
    const api = service({ adminToken: TOKEN });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer ', TOKEN]) {
      const response = await api.get(get('', authorization === undefined ? {} : { authorization }));
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('counts wrong tokens against the address: guessing ends in 429', async () => {
    const api = service({ adminToken: TOKEN, perAddressLimiter: createRateLimiter({ capacity: 2, windowMs: 60_000 }) });
    const wrong = () => api.get(get('', { authorization: 'Bearer guess', 'x-forwarded-for': '203.0.113.5' }));
    expect([(await wrong()).status, (await wrong()).status, (await wrong()).status]).toEqual([401, 401, 429]);
    expect(
      (await api.get(get('', { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.5' }))).status,
    ).toBe(200);
  });

  it('returns the stored feedback as JSON, filtered by page and time, or as CSV', async () => {
    let time = Date.parse('2026-05-01T00:00:00Z');
    const api = service({ adminToken: TOKEN, now: () => new Date((time += 86_400_000)) });
    await api.post(post({ ...valid, comment: 'first' }));
    await api.post(post({ ...valid, pathname: '/x/introduction/', rating: 'no' }));
    await api.post(post({ ...valid, comment: '=1+1' }));
    const auth = { authorization: `Bearer ${TOKEN}` };

    const all = await api.get(get('', auth));
    expect(all.status).toBe(200);
    const body = (await all.json()) as { count: number; feedback: { comment: string | null }[] };
    expect(body.count).toBe(3);
    expect(body.feedback.map((item) => item.comment)).toEqual(['first', null, '=1+1']);

    const filtered = (await (await api.get(get(`?page=${PAGE}&since=2026-05-03`, auth))).json()) as typeof body;
    expect(filtered.feedback.map((item) => item.comment)).toEqual(['=1+1']);

    const csv = await api.get(get('?format=csv&page=/x/introduction/', auth));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\r\n')[1]).toMatch(
      /^[0-9a-f-]{36},2026-05-03T00:00:00.000Z,\/x\/introduction\/,en,no,,,$/,
    );

    expect((await api.get(get('?since=soon', auth))).status).toBe(400);
    expect((await api.get(get('?format=xml', auth))).status).toBe(400);
  });

  it('answers 503 when the store is unavailable', async () => {
    const api = service({ adminToken: TOKEN, getStore: () => Promise.reject(new Error('down')) });
    expect((await api.get(get('', { authorization: `Bearer ${TOKEN}` }))).status).toBe(503);
  });
});
