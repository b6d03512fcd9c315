import { expect, test } from '@playwright/test';

test('table of contents links jump to their headings', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const toc = page.getByRole('navigation', { name: 'Page table of contents' });
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThan(2);
  const last = links.last();
  const hash = (await last.getAttribute('href')) ?? '';
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  const heading = page.locator(`[id="${hash.slice(1)}"]`);
  await expect(heading).toBeInViewport();
  const box = await heading.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThan(56 - 1); // not hidden under the sticky header
});

test('the table of contents marks the section being read', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const toc = page.getByRole('navigation', { name: 'Page table of contents' });
  const second = toc.getByRole('link').nth(2);
  const hash = (await second.getAttribute('href')) ?? '';
  await page.locator(`[id="${hash.slice(1)}"]`).evaluate((element) => element.scrollIntoView());
  await expect(second).toHaveAttribute('aria-current', 'location');
});

test('the product switcher lists the products and the version menu the versions and their hosts', async ({ page }) => {
  await page.goto('/x/react-date-pickers/');
  await page.getByRole('button', { name: 'Date and Time Pickers' }).click();
  const products = page.getByRole('navigation', { name: 'Products' });
  await expect(products.getByRole('link')).toHaveText(['Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View']);
  await page.keyboard.press('Escape');
  await expect(products).toBeHidden();

  await page.getByRole('button', { name: 'Version v8.12.0' }).click();
  const versions = page.getByRole('navigation', { name: 'Versions' }).getByRole('link');
  await expect(versions).toHaveText(['v8.12.0', 'v7', 'v6', 'v5', 'v4']);
  await expect(versions.nth(0)).toHaveAttribute('href', '/x/react-date-pickers/');
  await expect(versions.nth(1)).toHaveAttribute('href', 'https://v7.mui.com/x/react-date-pickers/');
  await expect(versions.nth(2)).toHaveAttribute('href', 'https://v6.mui.com/x/react-date-pickers/');
  await expect(versions.nth(3)).toHaveAttribute('href', 'https://v5.mui.com/x/react-date-pickers/');
  await expect(versions.nth(4)).toHaveAttribute('href', 'https://v4.mui.com/');
});

test('the Data Grid, Charts and Tree View show v8.13.1 as current', async ({ page }) => {
  for (const path of ['/x/react-data-grid/', '/x/react-charts/', '/x/react-tree-view/', '/x/introduction/']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Version v8.13.1' })).toBeVisible();
  }
});

test('the header links to GitHub and the logo to the introduction', async ({ page }) => {
  await page.goto('/x/react-charts/');
  await expect(page.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute(
    'href',
    'https://github.com/mui/mui-x',
  );
  await page.getByRole('link', { name: 'MUI X introduction' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
});

test('previous and next links follow the navigation order', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/quickstart\/$/);
  await expect(
    page.getByRole('navigation', { name: 'documentation' }).locator('[aria-current="page"]'),
  ).toHaveAttribute('href', '/x/react-data-grid/quickstart/');
});

test('back to top appears after scrolling and returns to the top', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 3000);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a demo shows its source in TypeScript and JavaScript', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const demo = page.locator('[data-demo="ControlledSortGrid"]');
  await demo.getByRole('button', { name: 'Show code' }).click();
  await expect(demo.locator('pre')).toContainText('GridColDef');
  await demo.getByRole('button', { name: 'Show JavaScript source' }).click();
  await expect(demo.locator('pre')).not.toContainText('GridColDef');
  await expect(demo.locator('pre')).toContainText("from '@mui/x-data-grid'");
  await demo.getByRole('button', { name: 'Hide code' }).click();
  await expect(demo.locator('pre')).toHaveCount(0);
});
