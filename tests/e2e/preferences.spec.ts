import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './site';

const DARK_BACKGROUND = 'rgb(11, 16, 24)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the settings drawer offers mode, direction and language', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  const drawer = await openSettings(page);
  await expect(drawer.getByRole('heading', { name: 'Settings' })).toBeVisible();
  for (const name of ['Light', 'System', 'Dark', 'Left to right', 'Right to left']) {
    await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/zh/x/react-data-grid/');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('choosing Dark is applied, stored, and survives a reload with no light frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/react-data-grid/');
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Dark' }).click();
  await expect(drawer.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  await expect(page.locator('body')).toHaveClass('mode-dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b1018');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

  // The dark scheme must be applied before the first paint of the reloaded page:
  // record when the scheme attribute is set and compare it with first-paint.
  await page.addInitScript(() => {
    const record = window as unknown as { schemeSetAt?: number; schemeAtSet?: string };
    new MutationObserver(() => {
      record.schemeSetAt ??= performance.now();
      record.schemeAtSet ??= document.documentElement.getAttribute('data-mui-color-scheme') ?? '';
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-mui-color-scheme'] });
  });
  await page.reload();
  const timing = await page.evaluate(async () => {
    const record = window as unknown as { schemeSetAt?: number; schemeAtSet?: string };
    const paint = await new Promise<number>((resolve) => {
      const entry = performance.getEntriesByName('first-paint')[0];
      if (entry) resolve(entry.startTime);
      else
        new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? 0)).observe({
          type: 'paint',
          buffered: true,
        });
    });
    return { paint, setAt: record.schemeSetAt ?? Infinity, scheme: record.schemeAtSet };
  });
  expect(timing.scheme).toBe('dark');
  expect(timing.setAt).toBeLessThanOrEqual(timing.paint);
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await expect(page.locator('body')).toHaveClass('mode-dark');
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
});

test('System follows the operating system preference live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/react-charts/');
  await expect(page.locator('body')).toHaveClass('mode-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass('mode-dark');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveClass('mode-light');
});

test('a second tab follows the first', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/x/react-charts/');
  await second.goto('/x/react-tree-view/');
  const drawer = await openSettings(first);
  await drawer.getByRole('button', { name: 'Dark' }).click();
  await expect(second.locator('body')).toHaveClass('mode-dark');
  await drawer.getByRole('button', { name: 'Right to left' }).click();
  await expect(second.locator('body')).toHaveAttribute('dir', 'rtl');
});

test('Right to left mirrors the page, the navigation and a Data Grid demo', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Right to left' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('mui-direction'))).toBe('rtl');

  const viewport = page.viewportSize()?.width ?? 0;
  const nav = await page.getByRole('navigation', { name: 'documentation' }).boundingBox();
  expect(nav!.x).toBeGreaterThan(viewport / 2);

  await page.locator('[data-demo-id]').first().scrollIntoViewIfNeeded();
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();
  const headers = grid.getByRole('columnheader');
  const firstHeader = await headers.first().boundingBox();
  const secondHeader = await headers.nth(1).boundingBox();
  expect(firstHeader!.x).toBeGreaterThan(secondHeader!.x);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
});

test('the JavaScript choice is remembered in a cookie and applies on every page', async ({ page, context }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const demo = page.locator('[data-demo="ControlledSortGrid"]');
  await demo.getByRole('button', { name: 'Show code' }).click();
  await demo.getByRole('button', { name: 'Show JavaScript source' }).click();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'codeVariant');
  expect(cookie?.value).toBe('JS');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 60);

  await page.goto('/x/react-charts/quickstart/');
  const other = page.locator('[data-demo]').first();
  await other.getByRole('button', { name: 'Show code' }).click();
  await expect(other.getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.locator('pre')).not.toContainText(': number');
});

test('a #Demo.js hash opens that demo in JavaScript, beating a TS cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'codeVariant', value: 'TS', url: baseURL! }]);
  await page.goto('/x/react-data-grid/quickstart/#ControlledSortGrid.js');
  const demo = page.locator('[data-demo="ControlledSortGrid"]');
  await expect(demo.getByRole('button', { name: 'Hide code' })).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.locator('pre')).toContainText('export default function ControlledSortGrid');
  await expect(demo.locator('pre')).not.toContainText('GridSortModel');
  await expect(demo).toBeInViewport();
});

test('garbage in stored preferences does not break the page', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'codeVariant', value: 'Python', url: baseURL! },
    { name: 'codeStyling', value: '%%%', url: baseURL! },
  ]);
  await page.addInitScript(() => {
    localStorage.setItem('mui-mode', '{"oops":true}');
    localStorage.setItem('mui-direction', 'sideways');
    localStorage.setItem('mui-dense', 'maybe');
  });
  await page.emulateMedia({ colorScheme: 'light' });
  const watcher = await watchForErrors(page);
  await page.goto('/x/react-data-grid/quickstart/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('body')).toHaveClass('mode-light');
  await expect(page.locator('body')).toHaveAttribute('dir', 'ltr');
  const drawer = await openSettings(page);
  await expect(drawer.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  const demo = page.locator('[data-demo="ControlledSortGrid"]');
  await demo.getByRole('button', { name: 'Show code' }).click();
  await expect(demo.getByRole('button', { name: 'Show TypeScript source' })).toHaveAttribute('aria-pressed', 'true');
  expect(watcher.errors).toEqual([]);
});

test('the playground is not wrapped in the docs theme', async ({ page }) => {
  await page.goto('/playground/');
  await expect(page.locator('html')).not.toHaveAttribute('data-mui-color-scheme', /.+/);
  await expect(page.locator('link[href="/theme-vars.css"]')).toHaveCount(0);
});

test('code is highlighted with the colours of the current mode', async ({ page }) => {
  const tokenColors = () =>
    page
      .locator('[data-code-block] pre span[style*="--shiki-light"]')
      .first()
      .evaluate((token) => {
        const style = getComputedStyle(token);
        const probe = document.createElement('span');
        document.body.append(probe);
        const resolve = (value: string) => {
          probe.style.color = value;
          return getComputedStyle(probe).color;
        };
        const colors = {
          shown: style.color,
          light: resolve(style.getPropertyValue('--shiki-light')),
          dark: resolve(style.getPropertyValue('--shiki-dark')),
        };
        probe.remove();
        return colors;
      });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/react-data-grid/quickstart/');
  const light = await tokenColors();
  expect(light.light).not.toBe(light.dark);
  expect(light.shown).toBe(light.light);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass('mode-dark');
  const dark = await tokenColors();
  expect(dark.shown).toBe(dark.dark);
});
