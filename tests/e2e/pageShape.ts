import { expect, type Page } from '@playwright/test';

/**
 * What every English guide page has, checked during its gate visit (one visit per page: at a thousand demos, a second
 * visit per page would cost CI minutes): one h1, the site's title suffix, a description, a canonical URL and its Chinese
 * alternate, its navigation entry current and in view, the skip link, and no error alert in the content.
 */
export async function expectPageShape(page: Page, href: string): Promise<void> {
  await expect.soft(page.locator('h1')).toHaveCount(1);
  await expect.soft(page).toHaveTitle(/ - MUI X$/);
  await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  await expect
    .soft(page.locator('link[rel="alternate"][hreflang="zh"]'))
    .toHaveAttribute('href', new RegExp(`/zh${href}$`));
  const current = page.getByRole('navigation', { name: 'documentation' }).locator('[aria-current="page"]');
  await expect.soft(current).toHaveCount(1);
  await expect.soft(current).toHaveAttribute('href', href);
  await expect.soft(current).toBeInViewport();
  await expect.soft(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  await expect.soft(page.getByRole('main').getByRole('alert')).toHaveCount(0);
}
