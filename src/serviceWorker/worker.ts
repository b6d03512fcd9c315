/**
 * The service worker, served at /x/sw.js. Self-contained (no imports):
 * scripts/generate-service-worker.mjs compiles this file and appends
 * `installWorker(self, '<build id>')`, so each build gives the worker new
 * content and browsers notice the update.
 *
 * - install: skip waiting; activate: drop the caches of older builds.
 * - message `skipWaiting`: skip waiting, then navigate every open window to its own URL.
 * - pages (navigations under /x/) and search indexes (/search-index/): network first, falling back to
 *   the cached copy offline.
 * - hashed assets (/_next/static/): cache first.
 * - both caches are bounded: the oldest entries go first.
 */

export const PAGE_CACHE_LIMIT = 60;
export const ASSET_CACHE_LIMIT = 300;

export type Strategy = 'network-first' | 'cache-first' | 'passthrough';

interface RequestInfoLike {
  readonly method: string;
  readonly mode: string;
  readonly url: string;
  readonly destination?: string;
}

/** Which strategy a request gets; only same-origin GETs are handled. */
export function strategyFor(request: RequestInfoLike, origin: string): Strategy {
  if (request.method !== 'GET') return 'passthrough';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'passthrough';
  if (url.pathname.startsWith('/_next/static/')) return 'cache-first';
  if (request.mode === 'navigate' && /^\/(?:[a-z]{2}\/)?x\//.test(url.pathname)) return 'network-first';
  if (url.pathname.startsWith('/search-index/')) return 'network-first';
  return 'passthrough';
}

export function cacheNames(buildId: string): { pages: string; assets: string } {
  return { pages: `mui-x-pages-${buildId}`, assets: `mui-x-assets-${buildId}` };
}

interface CacheLike {
  keys(): Promise<readonly unknown[]>;
  delete(request: never): Promise<boolean>;
}

/** Deletes the oldest entries (caches keep insertion order) until at most `limit` remain. */
export async function trimCache(cache: CacheLike, limit: number): Promise<number> {
  const keys = await cache.keys();
  const excess = keys.slice(0, Math.max(0, keys.length - limit));
  await Promise.all(excess.map((key) => cache.delete(key as never)));
  return excess.length;
}

/* The worker global, typed structurally (the project compiles against the DOM library). */
interface WorkerEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown;
}
interface WindowClientLike {
  readonly url: string;
  navigate(url: string): Promise<unknown>;
}
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly clients: { matchAll(options: { type: 'window' }): Promise<readonly WindowClientLike[]> };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

export function installWorker(scope: WorkerScope, buildId: string): void {
  const names = cacheNames(buildId);

  const put = async (cacheName: string, limit: number, request: Request, response: Response) => {
    if (!response.ok || response.type !== 'basic') return;
    const cache = await scope.caches.open(cacheName);
    await cache.put(request, response);
    await trimCache(cache, limit);
  };

  const networkFirst = async (event: WorkerFetchEvent): Promise<Response> => {
    try {
      const response = await scope.fetch(event.request);
      event.waitUntil(put(names.pages, PAGE_CACHE_LIMIT, event.request, response.clone()));
      return response;
    } catch (error) {
      const cached = await scope.caches.match(event.request, { ignoreSearch: true });
      if (cached) return cached;
      throw error;
    }
  };

  const cacheFirst = async (event: WorkerFetchEvent): Promise<Response> => {
    const cached = await scope.caches.match(event.request);
    if (cached) return cached;
    const response = await scope.fetch(event.request);
    event.waitUntil(put(names.assets, ASSET_CACHE_LIMIT, event.request, response.clone()));
    return response;
  };

  scope.addEventListener('install', () => {
    void scope.skipWaiting();
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((key) => key.startsWith('mui-x-') && key !== names.pages && key !== names.assets)
              .map((key) => scope.caches.delete(key)),
          ),
        ),
    );
  });

  scope.addEventListener('message', (event) => {
    if (event.data !== 'skipWaiting') return;
    event.waitUntil(
      scope
        .skipWaiting()
        .then(() => scope.clients.matchAll({ type: 'window' }))
        .then((windows) => Promise.all(windows.map((client) => client.navigate(client.url).catch(() => null)))),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const strategy = strategyFor(event.request, scope.location.origin);
    if (strategy === 'network-first') event.respondWith(networkFirst(event));
    else if (strategy === 'cache-first') event.respondWith(cacheFirst(event));
  });
}
