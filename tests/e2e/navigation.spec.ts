import { expect, test, type Page } from '@playwright/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'documentation' });

test("the navigation holds the current product's tree and one link to each other product", async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  // The Data Grid in full, its API reference included.
  await expect(nav(page).locator('a[href="/x/api/data-grid/data-grid-premium/"]')).toBeAttached();
  // Other products: one link each, to their first page, and none of their pages.
  const charts = nav(page).getByRole('link', { name: 'Charts', exact: true });
  await expect(charts).toHaveAttribute('href', '/x/react-charts/');
  await expect(nav(page).locator('a[href^="/x/react-charts/"]')).toHaveCount(1);
  await expect(nav(page).locator('a[href^="/x/api/charts/"]')).toHaveCount(0);
  await charts.click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect(nav(page).locator('[aria-current="page"]')).toHaveAttribute('href', '/x/react-charts/');
  await expect(nav(page).locator('a[href^="/x/api/charts/"]').first()).toBeAttached();
  await expect(nav(page).locator('a[href^="/x/api/data-grid/"]')).toHaveCount(0);
});

test('without JavaScript the navigation and the page content are all there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveAttribute('href', '/x/api/data-grid/data-grid/');
  await expect(page.locator('#props-checkboxSelection')).toBeAttached();
  await expect(
    page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link').first(),
  ).toBeAttached();
  await context.close();
});

test('a client-side navigation brings the new page its prose, reference, contents and navigation', async ({ page }) => {
  await page.goto('/x/introduction/licensing/');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // To a guide page: its prose arrives, and it is marked current.
  await nav(page).getByRole('link', { name: 'Data Grid', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  await expect(page.locator('h1')).toHaveText('Data Grid');
  await expect(page.locator('.markdown-body h2').first()).toBeVisible();
  await expect(nav(page).locator('[aria-current="page"]')).toHaveAttribute('href', '/x/react-data-grid/');
  // The header (server-rendered islands) names the new product, and its language menu links the new page.
  await expect(page.locator('header button[popovertarget="product-menu"]')).toHaveText('Data Grid');
  await expect(page.locator('#language-menu a[hreflang="zh"]')).toHaveAttribute('href', '/zh/x/react-data-grid/');

  // To an API page with a fragment: the entries arrive, the filter counts them, the fragment is reached.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/x/api/data-grid/data-grid/#props-rows';
    link.textContent = 'to the reference';
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'to the reference' }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#props-rows$/);
  await expect(page.locator('#props-rows')).toBeInViewport();
  await page.getByRole('searchbox').fill('checkbox');
  await expect(page.locator('[data-api-entry]:visible').first()).toHaveAttribute('id', /checkbox/i);
  await expect(
    page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link').first(),
  ).toBeVisible();

  // All of it without loading a new document.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(documents).toEqual([]);
});
