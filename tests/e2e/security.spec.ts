import { expect, test, type APIResponse, type BrowserContext, type Page, type Route } from '@playwright/test';
import { GTAG_SCRIPT_URL } from '../../src/analytics/config';
import { AD_CONFIG } from '../../src/site/ads';
import { securityHeaders } from '../../src/site/securityHeaders';
import { loadAllDemos } from './site';

/** The headers of the production build under test (ads on, as in any production build). */
const EXPECTED = securityHeaders({
  development: false,
  ads: { scriptUrl: AD_CONFIG.scriptUrl, feedUrl: AD_CONFIG.feedUrl },
  gtagScriptUrl: GTAG_SCRIPT_URL,
  chatUrl: process.env.NEXT_PUBLIC_CHAT_URL || null,
});

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const { key, value } of EXPECTED) expect(headers[key.toLowerCase()], `${key} of ${what}`).toBe(value);
}

test.describe('security headers', () => {
  test('every kind of response carries them', async ({ request, baseURL }) => {
    const page = await request.get('/x/introduction/');
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, 'a page');
    const asset = /\/_next\/static\/[^"]+\.js/.exec(await page.text())?.[0];
    expect(asset, 'a script of the page').toBeTruthy();
    const responses: [string, () => Promise<APIResponse>, number][] = [
      ['an asset', () => request.get(asset ?? ''), 200],
      ['the feedback API', () => request.post('/api/feedback', { data: {}, headers: { origin: baseURL ?? '' } }), 400],
      ['a demo source', () => request.get('/demo-sources/charts/overview/KpiCard.css.json'), 200],
      ['the search index', () => request.get('/search-index/en.json'), 200],
      ['the theme stylesheet', () => request.get('/theme-vars.css'), 200],
      ['the service worker', () => request.get('/x/sw.js'), 200],
      ['a Chinese page', () => request.get('/zh/x/react-charts/'), 200],
      ['a 404', () => request.get('/x/no-such-page/'), 404],
      // Not the redirect itself: Next.js sends no `headers()` with the redirects of next.config
      // (resolve-routes answers them with `resHeaders: null`; vercel/next.js#38827). Bodiless,
      // same-origin, they have nothing to protect; the page they lead to has the headers.
      ['the page a redirect leads to', () => request.get('/'), 200],
    ];
    for (const [what, fetch, status] of responses) {
      const response = await fetch();
      expect(response.status(), what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });
});

test("text responses are gzipped when the browser accepts it, Route Handlers' included", async ({ request }) => {
  // The largest by far: the search index (3.3 MB, 0.7 MB gzipped) and each demo's sources (about 45 KB, 2.4 KB).
  const responses: [string, string][] = [
    ['a page', '/x/react-data-grid/'],
    ['the search index', '/search-index/en.json'],
    ['a demo source', '/demo-sources/data-grid/overview/OrdersDataGrid.json'],
    ['the theme stylesheet', '/theme-vars.css'],
    ["a page's Markdown", '/page-markdown/en/x/react-charts.md'],
  ];
  for (const [what, path] of responses) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), what).toBe(200);
    expect(response.headers()['content-encoding'], `Content-Encoding of ${what}`).toBe('gzip');
  }
});

// Third parties, played here (their hosts are unreachable from test machines). A route handler
// only sees a request the page's CSP let through: `reached` proves each host was allowed.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const gif = { status: 200, contentType: 'image/gif', body: PIXEL };

/** gtag.js as it sends hits: a beacon, a fetch and an image, to the GA4 collect endpoints. */
const GTAG_JS = `(function () {
  var hit = '/g/collect?v=2&tid=G-TEST&en=page_view';
  navigator.sendBeacon('https://region1.google-analytics.com' + hit);
  fetch('https://region1.analytics.google.com' + hit, { method: 'POST', mode: 'no-cors', keepalive: true });
  new Image().src = 'https://www.google-analytics.com' + hit;
  window.__gtagLoaded = true;
})();`;

/** carbon.js as it works: asks srv.carbonads.net for the ad as JSONP, then renders it with its pixels. */
const CARBON_JS = `(function () {
  var anchor = document.getElementById('_carbonads_js');
  window._carbonads_go = function (data) {
    var ad = data.ads[0];
    var d = document.createElement('div');
    d.id = 'carbonads';
    d.innerHTML = '<a href="' + ad.statlink + '"><img src="' + ad.image + '" width="130" height="100" alt=""></a>' +
      '<a href="' + ad.statlink + '">' + ad.description + '</a><img src="' + ad.statimp + '" hidden alt="">';
    anchor.parentNode.insertBefore(d, anchor.nextSibling);
  };
  var s = document.createElement('script');
  s.src = 'https://srv.carbonads.net/ads/CKYIL27L.json?segment=placement:material-uicom&callback=_carbonads_go';
  document.head.appendChild(s);
})();`;

const CARBON_AD = {
  statlink: 'https://srv.carbonads.net/ads/click/x/1',
  image: 'https://srv.carbonads.net/static/30242/ad',
  statimp: 'https://srv.buysellads.com/ads/imp/x/1',
  description: 'A network ad',
};

const FEED = {
  ads: [
    {
      statlink: 'https://srv.buysellads.com/ads/long/x/2',
      statimp: 'https://srv.buysellads.com/ads/long/x/2/imp',
      image: 'https://cdn4.buysellads.net/uu/1/2/feed.png',
      company: 'Acme',
      description: 'A feed ad',
      pixel: 'https://srv.buysellads.com/ads/pixel/x/2?ts=[timestamp]',
      timestamp: '1763700000',
    },
  ],
};

/** Google Fonts' icon font: a stylesheet whose @font-face points at fonts.gstatic.com. */
const ICON_FONT_CSS = `@font-face { font-family: 'Material Icons'; font-style: normal; font-weight: 400;
  src: url(https://fonts.gstatic.com/s/materialicons/v1/icons.woff2) format('woff2'); }
.material-icons { font-family: 'Material Icons'; font-weight: normal; font-style: normal; }`;

async function playThirdParties(context: BrowserContext): Promise<Set<string>> {
  const reached = new Set<string>();
  const play = (pattern: string, answer: (url: URL) => Parameters<Route['fulfill']>[0]) =>
    context.route(pattern, async (route) => {
      const url = new URL(route.request().url());
      reached.add(url.hostname);
      await route.fulfill(answer(url));
    });
  await play(`${GTAG_SCRIPT_URL}**`, () => ({ contentType: 'text/javascript', body: GTAG_JS }));
  await play('https://*.google-analytics.com/**', () => ({ status: 204 }));
  await play('https://*.analytics.google.com/**', () => ({ status: 204 }));
  await play('https://cdn.carbonads.com/**', () => ({ contentType: 'text/javascript', body: CARBON_JS }));
  await play('https://srv.carbonads.net/**', (url) =>
    url.pathname.endsWith('.json')
      ? { contentType: 'text/javascript', body: `_carbonads_go(${JSON.stringify({ ads: [CARBON_AD] })});` }
      : gif,
  );
  await play('https://srv.buysellads.com/**', (url) => (url.pathname.endsWith('.json') ? { json: FEED } : gif));
  await play('https://cdn4.buysellads.net/**', () => gif);
  await play('https://fonts.googleapis.com/**', () => ({ contentType: 'text/css', body: ICON_FONT_CSS }));
  await play('https://fonts.gstatic.com/**', () => ({ contentType: 'font/woff2', body: Buffer.alloc(0) }));
  await play('https://codesandbox.io/**', () => ({ contentType: 'text/html', body: '<p>sandbox</p>' }));
  return reached;
}

/** CSP violations of every page of the context: `securitypolicyviolation` events and the console's reports. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(`event: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

async function setUp(context: BrowserContext) {
  const violations = await watchViolations(context);
  const reached = await playThirdParties(context);
  return { violations, reached };
}

/**
 * Waits until `ready` holds or a violation is reported, then expects no violation (the likely
 * reason when `ready` never comes), then `ready`.
 */
async function expectReady(violations: string[], what: string, ready: () => Promise<boolean> | boolean) {
  await expect.poll(async () => violations.length > 0 || (await ready()), { timeout: 10_000 }).toBe(true);
  expect(violations, `CSP violations while waiting for ${what}`).toEqual([]);
  expect(await ready(), what).toBe(true);
}

const present = (page: Page, selector: string, text: string) => async () =>
  (await page.locator(selector).filter({ hasText: text }).count()) > 0;

/** gtag.js (added once the page is idle) has run and sent its hits. */
const analyticsLoaded = (page: Page) => () =>
  page.evaluate(() => (window as { __gtagLoaded?: boolean }).__gtagLoaded === true);

test.describe('content security policy', () => {
  test('a prose page with its ad and analytics', async ({ page, context }) => {
    const { violations, reached } = await setUp(context);
    await page.goto('/x/react-data-grid/sorting/');
    await expectReady(violations, 'the network’s ad', present(page, '#carbonads', 'A network ad'));
    await expectReady(violations, 'gtag.js', analyticsLoaded(page));
    const hosts = [
      'cdn.carbonads.com',
      'srv.carbonads.net',
      'srv.buysellads.com',
      'www.googletagmanager.com',
      'region1.google-analytics.com',
      'region1.analytics.google.com',
      'www.google-analytics.com',
    ];
    await expectReady(violations, `requests to ${hosts.join(', ')}`, () => hosts.every((host) => reached.has(host)));
  });

  test('a page of demos, all loaded, with the icon font; a demo’s code and its feed ad', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { violations, reached } = await setUp(context);
    await page.goto('/x/react-tree-view/');
    expect(await loadAllDemos(page)).toBeGreaterThan(3);
    await expect(page.locator('link[data-demo-stylesheet]')).toHaveAttribute(
      'href',
      /^https:\/\/fonts\.googleapis\.com\//,
    );
    await expectReady(violations, 'the icon font file', () => reached.has('fonts.gstatic.com'));
    const demo = page.locator('[data-demo]').first();
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expectReady(violations, 'the feed’s ad', present(page, '[data-ad-slot="inline"]', 'A feed ad'));
    await expectReady(violations, 'the feed ad’s image', () => reached.has('cdn4.buysellads.net'));
  });

  test('a Data Grid page of demos, and Edit in CodeSandbox', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { violations, reached } = await setUp(context);
    await page.goto('/x/react-data-grid/quickstart/');
    await loadAllDemos(page);
    // A post that form-action blocks opens no tab: do not wait for one before looking for violations.
    const popup = page.waitForEvent('popup', { timeout: 10_000 }).catch(() => null);
    await page.locator('[data-demo]').first().getByRole('button', { name: 'Edit in CodeSandbox' }).click();
    await expectReady(violations, 'the CodeSandbox form post', () => reached.has('codesandbox.io'));
    await (await popup)?.waitForLoadState();
    expect(violations).toEqual([]);
  });

  test('an API page, a Chinese page with its demos, and the 404 page', async ({ page, context }) => {
    test.setTimeout(60_000);
    const { violations } = await setUp(context);
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(page.locator('h1')).toHaveText('DataGrid API');
    await expectReady(violations, 'gtag.js on the API page', analyticsLoaded(page));
    await page.goto('/zh/x/react-charts/');
    await loadAllDemos(page);
    await expectReady(violations, 'gtag.js on the Chinese page', analyticsLoaded(page));
    const notFound = await page.goto('/x/no-such-page/');
    expect(notFound?.status()).toBe(404);
    await page.waitForLoadState('load');
    expect(violations).toEqual([]);
  });

  test('the search dialog with a query, and the settings drawer', async ({ page, context }) => {
    const { violations } = await setUp(context);
    await page.goto('/x/introduction/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox').fill('sorting');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/x/react-data-grid/sorting/');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByRole('button', { name: 'Dark' }).click();
    await drawer.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(violations).toEqual([]);
  });
});
