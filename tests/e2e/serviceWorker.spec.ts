import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';

/**
 * The service worker registers only on the production host. This test serves
 * the same production build as https://mui.com: a local HTTPS proxy (self-signed
 * certificate) in front of the test server, and Chromium resolving mui.com to
 * it, so the real host check passes without a test-only switch in the app.
 * (Plain http://mui.com is not possible: mui.com is on Chromium's HSTS list.)
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PROXY_PORT = PORT + 50;
const ORIGIN = `https://mui.com:${PROXY_PORT}`;
const WORKER_FILE = join(process.cwd(), 'public/x/sw.js');

function startProxy(): Promise<{ server: Server; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sw-proxy-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=mui.com',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (incoming, outgoing) => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: PORT, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    },
  );
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve({ server, dir })));
}

/** Evaluates in the page, reading null while it is navigating. */
async function read<T>(page: Page, fn: () => T | Promise<T>): Promise<T | null> {
  try {
    return await page.evaluate(fn);
  } catch {
    return null;
  }
}

test('on the production host the worker registers, updates reload the page, and visited pages work offline', async () => {
  test.setTimeout(60_000);
  const proxy = await startProxy();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP mui.com 127.0.0.1',
      '--ignore-certificate-errors',
    ],
  });
  const original = readFileSync(WORKER_FILE, 'utf8');
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/x/introduction/`);
    await expect
      .poll(
        () => read(page, async () => (await navigator.serviceWorker.getRegistration('/x/'))?.active?.state ?? null),
        {
          timeout: 15_000,
        },
      )
      .toBe('activated');
    expect(await read(page, async () => (await navigator.serviceWorker.getRegistration('/x/'))?.scope)).toBe(
      `${ORIGIN}/x/`,
    );
    // The first visit is not controlled (no clients.claim): reload to be.
    await page.reload();
    await expect
      .poll(() => read(page, () => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(`${ORIGIN}/x/sw.js`);

    // A new deployment: the same worker with another build id.
    const oldId = /installWorker\(self, "([0-9a-f]+)"\)/.exec(original)?.[1];
    expect(oldId).toBeTruthy();
    const newId = 'feedfacecafebeef';
    writeFileSync(WORKER_FILE, original.replaceAll(oldId!, newId));

    await page.evaluate(() => ((window as { __beforeUpdate?: boolean }).__beforeUpdate = true));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration('/x/'))?.update();
    });
    // The page reloads itself once the new worker is active.
    await expect
      .poll(() => read(page, () => (window as { __beforeUpdate?: boolean }).__beforeUpdate ?? false), {
        timeout: 15_000,
      })
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page came through the new worker, which cached it; the old build's caches are gone.
    await expect.poll(() => read(page, () => caches.keys())).toContain(`mui-x-pages-${newId}`);
    const cacheNames = (await read(page, () => caches.keys())) ?? [];
    expect(cacheNames.filter((name) => name.includes(oldId!))).toEqual([]);

    // Offline: the page opened before is still readable.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'MUI X' })).toBeVisible();
    await context.close();
  } finally {
    writeFileSync(WORKER_FILE, original);
    await browser.close();
    proxy.server.closeAllConnections();
    proxy.server.close();
    rmSync(proxy.dir, { recursive: true, force: true });
  }
});
