import { expect, test } from '@playwright/test';
import { watchForErrors, writtenPages } from './site';

test('the site has written pages for every product', () => {
  const hrefs = writtenPages.map((page) => page.href);
  for (const href of [
    '/x/introduction/',
    '/x/react-data-grid/',
    '/x/react-date-pickers/',
    '/x/react-charts/',
    '/x/react-tree-view/',
  ]) {
    expect(hrefs).toContain(href);
  }
});

// Its demos (that they render, with no error, within their reserved height) are the demo gate's: gate-pages.spec.ts.
for (const entry of writtenPages) {
  test(`${entry.href} renders with one h1, its nav entry current and no errors`, async ({ page }) => {
    const watcher = await watchForErrors(page);
    const response = await page.goto(entry.href);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/ - MUI X$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${entry.href}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute(
      'href',
      new RegExp(`/zh${entry.href}$`),
    );
    const current = page.getByRole('navigation', { name: 'documentation' }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', entry.href);
    await expect(current).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    expect(watcher.errors).toEqual([]);
  });
}
