import { describe, expect, it, vi } from 'vitest';
import { issueUrl, submitFeedback } from './client';

const payload = { pathname: '/x/react-charts/', language: 'en', rating: 'yes' as const };

describe('submitFeedback', () => {
  it('posts JSON without cookies and succeeds only on 201', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 201 })));
    expect(await submitFeedback(payload, { fetchImpl })).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/feedback');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(init?.body as string)).toEqual(payload);

    for (const status of [200, 400, 429, 500, 503]) {
      const failing = vi.fn<typeof fetch>(() => Promise.resolve(new Response('', { status })));
      expect(await submitFeedback(payload, { fetchImpl: failing }), String(status)).toBe(false);
    }
  });

  it('fails on a network error and when no answer comes in time', async () => {
    expect(await submitFeedback(payload, { fetchImpl: () => Promise.reject(new TypeError('offline')) })).toBe(false);
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await submitFeedback(payload, { fetchImpl: hanging, timeoutMs: 20 })).toBe(false);
  });
});

describe('issueUrl', () => {
  it('opens a new issue with the page URL in its body', () => {
    const url = new URL(
      issueUrl('https://github.com/mui/mui-x', 'Quickstart', 'https://mui.com/x/react-charts/quickstart/'),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/mui/mui-x/issues/new');
    expect(url.searchParams.get('title')).toBe('[docs] Quickstart: ');
    expect(url.searchParams.get('body')).toContain('**Page URL:** https://mui.com/x/react-charts/quickstart/');
  });
});
