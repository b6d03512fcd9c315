import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/config';
import { RECENT_STORAGE_KEY } from '../../src/search/recent';
import { watchForErrors } from './site';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the documentation' });
const options = (page: Page) => dialog(page).getByRole('option');

/** Opens the page, and records whether (and when) the search index was requested. */
async function open(page: Page, path: string) {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
  });
  const watcher = await watchForErrors(page);
  await page.goto(path);
  // The header is interactive once the page is hydrated.
  await page.waitForLoadState('networkidle');
  return { ...watcher, indexRequests };
}

async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill(query);
  // The index loads when the dialog first opens: wait for the results (or their absence) before reading them.
  await expect(dialog(page).getByRole('status')).toHaveText(/results/);
}

/** The search events in dataLayer. */
async function searchEvents(page: Page): Promise<unknown[]> {
  const calls = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
  return calls.filter((call) => call[0] === 'event' && call[1] === 'search').map((call) => call[2]);
}

test.describe('search', () => {
  test('Ctrl+K opens the dialog; the index loads then, never with the page; Escape closes it', async ({ page }) => {
    const { errors, indexRequests } = await open(page, '/x/introduction/');
    expect(indexRequests).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    expect(indexRequests).toEqual(['/search-index/en.json']);
    // The empty state suggests pages.
    await expect(dialog(page).getByRole('group', { name: 'Suggested pages' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the header button and "/" open it too; hovering the button loads the index ahead', async ({ page }) => {
    const { indexRequests } = await open(page, '/x/react-charts/');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.hover();
    await expect.poll(() => indexRequests).toEqual(['/search-index/en.json']);
    await button.click();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(combobox(page)).toBeFocused();
  });

  test('typing "sorting" lists the Data Grid sorting page first, with the words highlighted', async ({ page }) => {
    await open(page, '/x/introduction/');
    await search(page, 'sorting');
    await expect(options(page).first()).toHaveAttribute('href', '/x/react-data-grid/sorting/');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first().locator('mark')).toHaveText('Sorting');
    await expect(dialog(page).getByRole('group', { name: 'Data Grid · Pages' })).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results$/);
  });

  test('"checkbox sel" offers the selection section, and Enter lands on its anchor', async ({ page }) => {
    await open(page, '/x/introduction/');
    await search(page, 'checkbox sel');
    const section = options(page).filter({ hasText: 'Checkbox selection' }).first();
    await expect(section).toHaveAttribute('href', '/x/react-data-grid/row-selection/#checkbox-selection');
    // Move to it with the arrows, then open it.
    const index = await options(page).evaluateAll((items) =>
      items.findIndex((item) => item.getAttribute('href') === '/x/react-data-grid/row-selection/#checkbox-selection'),
    );
    for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
    await expect(section).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await section.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/react-data-grid\/row-selection\/#checkbox-selection$/);
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('[id="checkbox-selection"]')).toBeInViewport();
  });

  test('typing "checkboxSelection" offers the Data Grid API prop first, and Enter lands on its anchor', async ({
    page,
  }) => {
    await open(page, '/x/introduction/');
    await search(page, 'checkboxSelection');
    const prop = options(page).first();
    await expect(prop).toHaveAttribute('href', '/x/api/data-grid/data-grid/#props-checkboxSelection');
    await expect(prop).toContainText('DataGrid prop');
    await expect(dialog(page).getByRole('group').first()).toHaveAccessibleName('Data Grid · API');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#props-checkboxSelection$/);
    await expect(page.locator('[id="props-checkboxSelection"]')).toBeInViewport();
  });

  test('arrows move through the results and wrap around', async ({ page }) => {
    await open(page, '/x/introduction/');
    await search(page, 'selection');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toBeFocused();
  });

  test('results of the current product come first', async ({ page }) => {
    await open(page, '/x/react-tree-view/');
    await search(page, 'selection');
    await expect(dialog(page).getByRole('group').first()).toHaveAccessibleName(/^Tree View · /);
  });

  test('a query without results says so', async ({ page }) => {
    await open(page, '/x/introduction/');
    await search(page, 'zqxjv');
    await expect(dialog(page).getByRole('status')).toHaveText('No results for “zqxjv”');
    await expect(options(page)).toHaveCount(0);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('an opened result is offered again as a recent search', async ({ page }) => {
    await open(page, '/x/introduction/');
    await search(page, 'sorting');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
    const stored = await page.evaluate((key) => localStorage.getItem(key), RECENT_STORAGE_KEY);
    expect(JSON.parse(stored ?? '[]')).toEqual([
      {
        id: '/x/react-data-grid/sorting/',
        kind: 'page',
        product: 'x-data-grid',
        title: 'Sorting',
        parent: '',
        planRank: 0,
      },
    ]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('group', { name: 'Recently opened' });
    await expect(recent.getByRole('option')).toHaveText(['Sorting']);
  });

  test('on /zh/ the Chinese index is used and results link to /zh/ pages', async ({ page }) => {
    const { indexRequests } = await open(page, '/zh/x/introduction/');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const zhDialog = page.getByRole('dialog', { name: '搜索文档' });
    await zhDialog.getByRole('combobox', { name: '搜索文档' }).fill('数据表格');
    await expect(zhDialog.getByRole('option').first()).toHaveAttribute('href', '/zh/x/react-data-grid/');
    // Groups are labelled in Chinese, product names included.
    await expect(zhDialog.getByRole('group').first()).toHaveAccessibleName(/^[^A-Za-z]+ · 页面$/);
    // An untranslated page is found in English, and still opens in Chinese.
    await zhDialog.getByRole('combobox').fill('sorting');
    await expect(zhDialog.getByRole('option').first()).toHaveAttribute('href', '/zh/x/react-data-grid/sorting/');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/x\/react-data-grid\/sorting\/$/);
    expect(indexRequests).toEqual(['/search-index/zh.json']);
  });

  test('misses are sent to analytics only with consent', async ({ page, context }) => {
    await context.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
    await open(page, '/x/introduction/');
    await search(page, 'zqxjv');
    await expect.poll(() => searchEvents(page)).toEqual([{ eventAction: 'no-results', eventLabel: 'zqxjv' }]);
    await combobox(page).fill('sorting');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => searchEvents(page))
      .toEqual([
        { eventAction: 'no-results', eventLabel: 'zqxjv' },
        { eventAction: 'no-click', eventLabel: 'sorting' },
      ]);
  });

  test('no miss is sent without consent', async ({ page }) => {
    await open(page, '/x/introduction/');
    await search(page, 'zqxjv');
    await page.waitForTimeout(1500);
    await page.keyboard.press('Escape');
    expect(await searchEvents(page)).toEqual([]);
  });

  test('the 404 page suggests results for the words of the missing path', async ({ page }) => {
    const response = await page.goto('/x/react-data-grid/sortng/');
    expect(response?.status()).toBe(404);
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' });
    await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', '/x/react-data-grid/sorting/');
    await expect(suggestions.getByRole('link').first()).toHaveText('Data Grid › Sorting');
  });

  test('the dialog fills a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/x/introduction/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(combobox(page)).toBeFocused();
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
  });
});
