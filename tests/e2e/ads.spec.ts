import { expect, test, type Page } from '@playwright/test';

type Script = 'ad' | 'backers' | 'blocked';

/** Plays the ad network: its script (placing an ad, its backers link, or blocked) and its JSON feed. */
async function playNetwork(page: Page, { script, feed }: { script: Script; feed?: unknown }) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/carbonads|buysellads/.test(request.url())) requests.push(request.url());
  });
  await page.route('https://cdn.carbonads.com/**', (route) => {
    if (script === 'blocked') return route.abort('blockedbyclient');
    const href =
      script === 'ad' ? 'https://ads.example.com/click' : 'https://material-ui-next.com/discover-more/backers';
    return route.fulfill({
      contentType: 'application/javascript',
      body: `(function () {
        var s = document.getElementById('_carbonads_js');
        var d = document.createElement('div');
        d.id = 'carbonads';
        d.innerHTML = '<a href="${href}">A network ad</a>';
        s.parentNode.insertBefore(d, s.nextSibling);
      })();`,
    });
  });
  await page.route('https://srv.buysellads.com/**', (route) =>
    feed === undefined ? route.abort('internetdisconnected') : route.fulfill({ json: feed }),
  );
  return requests;
}

/** Pins the ads' randomness (the draws in order, then the last one again); gtag calls are read back from dataLayer. */
async function instrument(page: Page, ...draws: [number, ...number[]]) {
  await page.addInitScript((values) => {
    let next = 0;
    (window as unknown as { __docsRandom: () => number }).__docsRandom = () =>
      values[Math.min(next++, values.length - 1)] ?? 0;
  }, draws);
}

const adEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((event) => event[0] === 'event' && event[1] === 'ad'),
  );

const slot = (page: Page) => page.locator('[data-ad-slot="body-top"]');

test('the network’s ad stays when its script places one', async ({ page }) => {
  await instrument(page, 0.5);
  await playNetwork(page, { script: 'ad' });
  await page.goto('/x/react-charts/');
  await expect(slot(page).locator('#carbonads')).toHaveText('A network ad');
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'network');
});

test('a blocked script leads to an in-house ad after about 3.5 s, with a sampled display event', async ({ page }) => {
  await instrument(page, 0.05); // below the 0.1 sampling ratio, and below 0.2: see the plea test
  await playNetwork(page, { script: 'blocked' });
  await page.goto('/x/react-charts/');
  const started = Date.now();
  await expect(slot(page).locator('[data-ad]')).toBeVisible({ timeout: 6000 });
  expect(Date.now() - started).toBeGreaterThan(2500);
  await expect(slot(page).locator('[data-ad]')).toHaveAttribute('data-ad', 'plea');
  await expect
    .poll(() => adEvents(page), { timeout: 5000 })
    .toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-adblock-plea-body-top' }]]);
});

test('a blocked reader above the plea threshold gets one of our ads', async ({ page }) => {
  await instrument(page, 0.5);
  await playNetwork(page, { script: 'blocked' });
  await page.goto('/x/react-charts/');
  const ad = slot(page).locator('[data-ad]');
  await expect(ad).toHaveAttribute('data-ad', 'enterprise-support', { timeout: 6000 });
  await expect(ad).toContainText('Priority support');
  await expect(ad.locator('img')).toHaveAttribute('src', '/static/ads/support.svg');
});

test('the network’s backers link leads to an in-house ad', async ({ page }) => {
  await instrument(page, 0.0);
  await playNetwork(page, { script: 'backers' });
  await page.goto('/x/react-charts/');
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'backers');
  await expect(slot(page).locator('[data-ad="templates"]')).toBeVisible();
  // Our own gallery, in the same tab.
  await expect(slot(page).locator('[data-ad="templates"]')).toHaveAttribute('href', '/x/templates/');
  await expect(slot(page).locator('#carbonads')).toBeHidden();
});

test.describe('crawlers', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('get an empty slot and no ad request', async ({ page }) => {
    const requests = await playNetwork(page, { script: 'ad', feed: { ads: [] } });
    await page.goto('/x/react-charts/');
    await expect(slot(page)).toHaveAttribute('data-ad-state', 'crawler');
    await page.waitForTimeout(1000);
    await expect(slot(page).locator('#carbonads, [data-ad]')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

const feedItem = {
  statlink: 'https://srv.example.com/click/42',
  statimp: 'https://srv.example.com/impression/42',
  image: 'https://cdn.example.com/acme.png',
  company: 'Acme <b>Cloud</b>',
  description: 'Deploy grids at the edge.',
  pixel: 'https://px.example.com/a?ts=[timestamp]||https://px.example.com/b',
  timestamp: '1763700000',
};

test('a feed with a usable ad shows it under an opened demo, with its pixels', async ({ page }) => {
  await instrument(page, 0.5);
  await page.route('https://{cdn,px}.example.com/**', (route) => route.fulfill({ status: 204 }));
  await playNetwork(page, { script: 'ad', feed: { ads: [{ statlink: '' }, feedItem] } });
  await page.goto('/x/react-data-grid/quickstart/');
  const demo = page.locator('[data-demo="ControlledSortGrid"]');
  await demo.getByRole('button', { name: 'Show code' }).click();
  const inline = demo.locator('[data-ad-slot="inline"]');
  await expect(inline.getByRole('link')).toHaveAttribute('href', 'https://srv.example.com/click/42');
  await expect(inline).toContainText('Acme <b>Cloud</b>');
  await expect(inline.locator('b')).toHaveCount(0);
  await expect(inline.locator('img[data-ad-pixel]')).toHaveCount(3);
  await expect(inline.locator('img[data-ad-pixel]').nth(1)).toHaveAttribute(
    'src',
    'https://px.example.com/a?ts=1763700000',
  );
});

test('a feed ad that crashes while rendering sends crash and leaves the page intact', async ({ page }) => {
  await instrument(page, 0.5);
  await playNetwork(page, { script: 'ad', feed: { ads: [{ ...feedItem, statlink: 'http://[' }] } });
  await page.goto('/x/react-data-grid/quickstart/');
  const demo = page.locator('[data-demo="ControlledSortGrid"]');
  await demo.getByRole('button', { name: 'Show code' }).click();
  await expect
    .poll(() => adEvents(page))
    .toContainEqual(['event', 'ad', { eventAction: 'crash', eventLabel: 'feed-inline' }]);
  await expect(demo.locator('[data-ad-slot="inline"]')).toHaveCount(0);
  await expect(demo.locator('pre')).toContainText('ControlledSortGrid');
  await expect(page.locator('h1')).toBeVisible();
});

// Everything an ad-blocked reader may get (the first draw picks the plea below 0.2, the second one of the four ads):
// none may grow the slot past its reserved height (SPEC: 142 px, 126 from 600 px wide), at a desktop's width or a
// small phone's.
const BLOCKED_CHOICES: [string, [number, ...number[]]][] = [
  ['plea', [0.1]],
  ['templates', [0.5, 0.1]],
  ['themes', [0.5, 0.3]],
  ['enterprise-support', [0.5, 0.6]],
  ['design-kits', [0.5, 0.9]],
];

for (const [name, draws] of BLOCKED_CHOICES) {
  test(`the ad slot reserves its space for the ${name} ad: nothing below it moves, on a desktop or a phone`, async ({
    page,
  }) => {
    await instrument(page, ...draws);
    await playNetwork(page, { script: 'blocked' });
    await page.goto('/x/react-charts/');
    const below = page.locator('.markdown-body');
    const before = await below.boundingBox();
    await expect(slot(page).locator(`[data-ad="${name}"]`)).toBeVisible({ timeout: 6000 });
    expect((await below.boundingBox())?.y, 'what follows the slot, once the ad is in').toBe(before?.y);
    for (const [width, reserved] of [
      [1400, 126],
      [360, 142],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const height = await slot(page).evaluate((element) => element.getBoundingClientRect().height);
      expect(height, `the slot at ${width} px wide`).toBe(reserved);
    }
  });
}
