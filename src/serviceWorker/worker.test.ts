import { describe, expect, it, vi } from 'vitest';
import { cacheNames, installWorker, strategyFor, trimCache, type WorkerScope } from './worker';

const ORIGIN = 'https://mui.com';
const request = (url: string, mode = 'no-cors', method = 'GET') => ({ url: `${ORIGIN}${url}`, mode, method });

describe('service worker strategies', () => {
  it('network first for pages, cache first for hashed assets, nothing else', () => {
    expect(strategyFor(request('/x/react-data-grid/', 'navigate'), ORIGIN)).toBe('network-first');
    expect(strategyFor(request('/zh/x/introduction/', 'navigate'), ORIGIN)).toBe('network-first');
    expect(strategyFor(request('/_next/static/chunks/app-1a2b.js'), ORIGIN)).toBe('cache-first');
    expect(strategyFor(request('/x/react-data-grid/'), ORIGIN)).toBe('passthrough');
    expect(strategyFor(request('/demo-sources/a.json'), ORIGIN)).toBe('passthrough');
    expect(strategyFor(request('/search-index/en.json', 'cors'), ORIGIN)).toBe('network-first');
    expect(strategyFor(request('/_next/static/a.js', 'no-cors', 'POST'), ORIGIN)).toBe('passthrough');
    expect(
      strategyFor({ url: 'https://www.googletagmanager.com/gtag/js', mode: 'no-cors', method: 'GET' }, ORIGIN),
    ).toBe('passthrough');
  });

  it('trims a cache to its limit, oldest first', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const cache = {
      keys: () => Promise.resolve([...keys]),
      delete: (key: never) => {
        keys.splice(keys.indexOf(key), 1);
        return Promise.resolve(true);
      },
    };
    expect(await trimCache(cache, 3)).toBe(2);
    expect(keys).toEqual(['c', 'd', 'e']);
    expect(await trimCache(cache, 3)).toBe(0);
  });
});

describe('service worker lifecycle', () => {
  function fakeScope() {
    const listeners = new Map<string, (event: never) => void>();
    const windows = [
      { url: `${ORIGIN}/x/introduction/`, navigate: vi.fn(() => Promise.resolve(null)) },
      { url: `${ORIGIN}/x/react-charts/`, navigate: vi.fn(() => Promise.resolve(null)) },
    ];
    const deleted: string[] = [];
    const scope = {
      location: { origin: ORIGIN },
      caches: {
        keys: () => Promise.resolve(['mui-x-pages-old', 'mui-x-assets-new', 'other-app']),
        delete: (key: string) => {
          deleted.push(key);
          return Promise.resolve(true);
        },
      },
      clients: { matchAll: () => Promise.resolve(windows) },
      skipWaiting: vi.fn(() => Promise.resolve()),
      fetch: vi.fn(),
      addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
    } as unknown as WorkerScope;
    const dispatch = async (type: string, event: object) => {
      const pending: Promise<unknown>[] = [];
      listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => pending.push(promise), ...event } as never);
      await Promise.all(pending);
    };
    return { scope, windows, deleted, dispatch };
  }

  it('skips waiting on install', async () => {
    const { scope, dispatch } = fakeScope();
    const skipWaiting = vi.spyOn(scope, 'skipWaiting');
    installWorker(scope, 'new');
    await dispatch('install', {});
    expect(skipWaiting).toHaveBeenCalled();
  });

  it('on the skipWaiting message, navigates every window to its own URL', async () => {
    const { scope, windows, dispatch } = fakeScope();
    installWorker(scope, 'new');
    await dispatch('message', { data: 'other' });
    expect(windows[0]?.navigate).not.toHaveBeenCalled();
    await dispatch('message', { data: 'skipWaiting' });
    expect(windows[0]?.navigate).toHaveBeenCalledWith(`${ORIGIN}/x/introduction/`);
    expect(windows[1]?.navigate).toHaveBeenCalledWith(`${ORIGIN}/x/react-charts/`);
  });

  it("drops older builds' caches on activate, not other apps' caches", async () => {
    const { scope, deleted, dispatch } = fakeScope();
    expect(cacheNames('new')).toEqual({ pages: 'mui-x-pages-new', assets: 'mui-x-assets-new' });
    installWorker(scope, 'new');
    await dispatch('activate', {});
    expect(deleted).toEqual(['mui-x-pages-old']);
  });
});
