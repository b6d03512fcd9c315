import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/config';
import { watchForErrors } from './site';

const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

/** Math.random pinned (so sampling is deterministic) and gtag.js played by a stub that marks its arrival. */
async function setUp(page: Page, { random = 0.5 }: { random?: number } = {}) {
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, random);
  const watcher = await watchForErrors(page);
  // Registered after watchForErrors' blanket abort, so it takes precedence for gtag.js.
  await page.route(GTAG_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' }),
  );
  return watcher;
}

/** The gtag calls in dataLayer, as arrays (gtag pushes Arguments objects). */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

async function pageViews(page: Page): Promise<Record<string, unknown>[]> {
  return (await gtagCalls(page))
    .filter((call) => call[0] === 'event' && call[1] === 'page_view')
    .map((call) => call[2] as Record<string, unknown>);
}

async function expectPageViews(page: Page, count: number) {
  await expect.poll(async () => (await pageViews(page)).length).toBe(count);
  return pageViews(page);
}

test.describe('analytics', () => {
  test('gtag is set up with consent denied and page views off, and gtag.js loads after the page', async ({ page }) => {
    const { errors } = await setUp(page);
    await page.goto('/x/introduction/');
    await expect.poll(() => page.evaluate(() => (window as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
    const calls = await gtagCalls(page);
    expect(calls[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(calls).toContainEqual(['config', 'G-5NXDQLC2ZK', { send_page_view: false }]);
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    expect(errors).toEqual([]);
  });

  test('page_view carries the title, canonical location and product ids', async ({ page, baseURL }) => {
    const { errors } = await setUp(page);
    const cases = [
      { path: '/x/react-data-grid/', productId: 'x-data-grid' },
      // API pages (/x/api/…) come with the generated API reference; their product ids are unit-tested.
      { path: '/x/react-date-pickers/quickstart/', productId: 'x-date-pickers' },
      { path: '/x/introduction/', productId: null },
      { path: '/zh/x/react-charts/', productId: 'x-charts', location: '/x/react-charts/' },
    ];
    for (const { path, productId, location } of cases) {
      await page.goto(path);
      const [view] = await expectPageViews(page, 1);
      expect(view, path).toEqual({
        page_title: await page.title(),
        page_location: `${baseURL}${location ?? path}`,
        productId,
        productCategoryId: 'x',
      });
      await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', productId ?? 'null');
      await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', 'x');
    }
    expect(errors).toEqual([]);
  });

  test('a client navigation sends another page_view for the new page', async ({ page, baseURL }) => {
    const { errors } = await setUp(page);
    await page.goto('/x/introduction/');
    await expectPageViews(page, 1);
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await page.locator('main a[href="/x/react-data-grid/"]').first().click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    const views = await expectPageViews(page, 2);
    // Same document: this was a client navigation, not a reload.
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(views[1]).toEqual({
      page_title: await page.title(),
      page_location: `${baseURL}/x/react-data-grid/`,
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(views[1]?.page_title).not.toBe(views[0]?.page_title);
    expect(errors).toEqual([]);
  });

  test('user properties are set, and follow the colour scheme', async ({ page }) => {
    await setUp(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/zh/x/introduction/');
    const userProperties = async () =>
      (await gtagCalls(page)).filter((call) => call[0] === 'set' && call[1] === 'user_properties').at(-1)?.[2];
    await expect.poll(userProperties).toEqual({
      codeVariant: 'TS',
      userLanguage: 'zh',
      devicePixelRatio: 1,
      colorSchemeOS: 'dark',
      colorScheme: 'dark',
    });
  });

  test('a click on a tracked element sends its event, sampled by its split', async ({ page }) => {
    await setUp(page, { random: 0.3 });
    await page.goto('/x/introduction/');
    await expectPageViews(page, 1);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        `<div data-ga-event-category="outer" data-ga-event-action="ignored">
           <button id="tracked" data-ga-event-category="test" data-ga-event-action="press" data-ga-event-label="label"><span>Tracked</span></button>
         </div>
         <button id="kept" data-ga-event-category="split" data-ga-event-action="kept" data-ga-event-split="0.5">Kept</button>
         <button id="dropped" data-ga-event-category="split" data-ga-event-action="dropped" data-ga-event-split="0.2">Dropped</button>`,
      );
    });
    await page.locator('#tracked span').click();
    await page.locator('#kept').click();
    await page.locator('#dropped').click();
    const events = (await gtagCalls(page)).filter(
      (call) => call[0] === 'event' && ['test', 'split', 'outer'].includes(call[1] as string),
    );
    expect(events).toEqual([
      ['event', 'test', { eventAction: 'press', eventLabel: 'label' }],
      ['event', 'split', { eventAction: 'kept', eventLabel: null }],
    ]);
  });

  test('the demo toolbar clicks are tracked', async ({ page }) => {
    await setUp(page);
    await page.goto('/x/react-data-grid/');
    const button = page.locator('[data-ga-event-category="demo"]').first();
    await button.scrollIntoViewIfNeeded();
    const action = await button.getAttribute('data-ga-event-action');
    await button.click();
    await expect
      .poll(async () => (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === 'demo'))
      .toContainEqual(['event', 'demo', expect.objectContaining({ eventAction: action })]);
  });

  test('web vitals are reported for a sampled visit only', async ({ page }) => {
    await setUp(page, { random: 0 });
    await page.goto('/x/introduction/');
    // TTFB and FCP are reported as soon as they are known.
    await expect
      .poll(async () => (await gtagCalls(page)).filter((call) => call[1] === 'TTFB' || call[1] === 'FCP').length)
      .toBeGreaterThanOrEqual(1);
    const vital = (await gtagCalls(page)).find((call) => call[1] === 'TTFB');
    expect(vital?.[2]).toEqual({
      value: expect.any(Number),
      delta: expect.any(Number),
      id: expect.any(String),
      label: expect.any(String),
    });

    const other = await page.context().newPage();
    await setUp(other, { random: 0.5 });
    await other.goto('/x/introduction/');
    await expectPageViews(other, 1);
    await other.waitForTimeout(500);
    expect((await gtagCalls(other)).filter((call) => call[1] === 'TTFB' || call[1] === 'FCP')).toEqual([]);
  });

  test('with gtag.js blocked the page works and logs no error', async ({ page }) => {
    // watchForErrors aborts every request to googletagmanager.com.
    const { errors } = await watchForErrors(page);
    const gtagRequest = page.waitForRequest(GTAG_URL);
    await page.goto('/x/introduction/');
    await gtagRequest;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('main a[href="/x/react-data-grid/"]').first().click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await expectPageViews(page, 2);
    expect(errors).toEqual([]);
  });
});

test.describe('consent', () => {
  // A first visit: no choice saved (the other specs start as readers who chose "Essential only").
  test.use({ storageState: { cookies: [], origins: [] } });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });

  test('the dialog appears once, the choice persists, and the footer link reopens it', async ({ page }) => {
    await setUp(page);
    await page.goto('/x/introduction/');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Allow analytics' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('granted');
    expect(await gtagCalls(page)).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);

    await page.reload();
    await expectPageViews(page, 1);
    await expect(dialog(page)).toBeHidden();
    // The saved grant is applied before anything else is sent.
    expect((await gtagCalls(page))[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);

    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Essential only' })).toBeFocused();
    await dialog(page).getByRole('button', { name: 'Essential only' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('denied');
    expect((await gtagCalls(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    await page.reload();
    await expectPageViews(page, 1);
    await expect(dialog(page)).toBeHidden();
  });

  test('Global Privacy Control means essential only, without a dialog', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
    await setUp(page);
    await page.goto('/x/introduction/');
    await expectPageViews(page, 1);
    await expect(dialog(page)).toBeHidden();
    expect((await gtagCalls(page)).filter((call) => call[0] === 'consent')).toHaveLength(1);
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Allow analytics' })).toBeDisabled();
  });

  test('the dialog follows dark mode and right-to-left', async ({ page }) => {
    await setUp(page);
    await page.addInitScript(() => {
      localStorage.setItem('mui-mode', 'dark');
      localStorage.setItem('mui-direction', 'rtl');
    });
    await page.goto('/x/introduction/');
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    const viewport = page.viewportSize()!;
    // Pinned to the inline end: the left side in right-to-left.
    expect(box!.x).toBeLessThan(viewport.width / 2);
    const background = await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
  });
});

test('on localhost no service worker is registered', async ({ page }) => {
  const { errors } = await setUp(page);
  let swRequested = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/x/sw.js')) swRequested = true;
  });
  await page.goto('/x/introduction/');
  await expect.poll(() => page.evaluate(() => (window as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(swRequested).toBe(false);
  // The worker itself is served, with no-language rewriting.
  const response = await page.request.get('/x/sw.js');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/installWorker\(self, "[0-9a-f]{16}"\)/);
  expect(errors).toEqual([]);
});
