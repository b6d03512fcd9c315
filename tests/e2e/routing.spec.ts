import { expect, test } from '@playwright/test';
import { unwrittenPage } from './site';

test('/ redirects to the introduction', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
  await expect(page.locator('h1')).toHaveCount(1);
});

test('a path without trailing slash redirects to the slashed page', async ({ request }) => {
  const response = await request.get('/x/react-charts', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/x/react-charts/');
});

test('/en/ URLs redirect to the unprefixed English page', async ({ request }) => {
  const response = await request.get('/en/x/react-charts/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/x/react-charts/');
});

test('an unknown path, or a page of the tree not written yet, answers 404 with a helpful page', async ({ page }) => {
  // A page of the tree still unwritten (none once every page is written) must not exist yet either.
  const unwritten = unwrittenPage('/x/react-data-grid/');
  for (const path of ['/x/no-such-page/', '/not/a/page/', ...(unwritten ? [unwritten] : [])]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The last such link is the product card; search suggestions for the path may come before it.
    await expect(page.getByRole('main').getByRole('link', { name: 'Data Grid', exact: true }).last()).toHaveAttribute(
      'href',
      '/x/react-data-grid/',
    );
  }
});

test('Chinese pages render with lang="zh" and keep the reader in /zh/', async ({ page }) => {
  const response = await page.goto('/zh/x/react-data-grid/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('h1')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: '文档导航' });
  await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/zh/x/react-data-grid/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zh\/x\/react-data-grid\/$/);
});

test('English pages render with lang="en"', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('/playground/ renders without the docs shell', async ({ page }) => {
  const response = await page.goto('/playground/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'documentation' })).toHaveCount(0);
  await expect(page.getByRole('grid')).toBeVisible();
});

test('/production-error/ decodes a Material UI error code with its arguments', async ({ page }) => {
  const response = await page.goto('/production-error/?code=9&args[]=tomato');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Production error' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error #9' })).toBeVisible();
  await expect(page.getByTestId('decoded-error')).toContainText('MUI: Unsupported `tomato` color.');
});

test('/production-error/ explains an unknown or missing code', async ({ page }) => {
  await page.goto('/production-error/?code=99999');
  await expect(page.getByRole('status')).toContainText('The error code 99999 is not one');
  await page.goto('/production-error/');
  await expect(page.getByRole('status')).toContainText('This link has no error code');
});
