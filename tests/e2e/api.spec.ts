import { expect, test, type Page } from '@playwright/test';
import { readApiManifest } from '../../src/api-docs/store';
import { watchForErrors } from './site';

const GRID = '/x/api/data-grid/data-grid/';
const manifest = readApiManifest();

/** The entries of the page's reference that a reader can see. */
const visibleEntries = (page: Page) => page.locator('[data-api-entry]:visible');

test('every generated API page is served', async ({ request }) => {
  // Over 200 pages: more than the default per-test time on a busy machine.
  test.setTimeout(180_000);
  expect(manifest.pages.length).toBeGreaterThan(200);
  for (const pathname of manifest.pages) {
    const response = await request.get(`${pathname}/`);
    expect(response.status(), pathname).toBe(200);
    expect(await response.text(), pathname).toContain('<h1');
  }
});

for (const href of [
  GRID,
  '/x/api/data-grid/',
  '/x/api/data-grid/grid-api/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/charts/bar-chart/',
  '/x/api/tree-view/rich-tree-view/',
]) {
  test(`${href} renders its reference without errors`, async ({ page }) => {
    const watcher = await watchForErrors(page);
    await page.goto(href);
    await expect(page.locator('h1')).toHaveCount(1);
    const current = page.getByRole('navigation', { name: 'documentation' }).locator('[aria-current="page"]');
    await expect(current).toHaveAttribute('href', href);
    await page.waitForLoadState('networkidle');
    expect(watcher.errors).toEqual([]);
  });
}

test('a component page shows imports, typed props with defaults, slots, classes, theme key and demos', async ({
  page,
}) => {
  await page.goto(GRID);
  await expect(page.locator('#import ~ * code').first()).toContainText("import { DataGrid } from '@mui/x-data-grid';");
  // Its code block has a named copy button, like the guides' code blocks.
  await expect(
    page.locator('section[aria-labelledby="import"]').getByRole('button', { name: 'Copy the code' }),
  ).toHaveText('Copy');
  const checkbox = page.locator('#props-checkboxSelection');
  await expect(checkbox).toContainText('boolean');
  await expect(checkbox).toContainText('false');
  await expect(page.locator('#props-columns')).toContainText('Required');
  await expect(page.locator('#slots-toolbar')).toBeAttached();
  await expect(page.locator('#classes-root')).toContainText('.MuiDataGrid-root');
  await expect(page.locator('section[aria-labelledby="theme"]')).toContainText('MuiDataGrid');
  await expect(
    page.locator('section[aria-labelledby="demos"]').getByRole('link', { name: 'Overview - Data Grid' }),
  ).toHaveAttribute('href', '/x/react-data-grid/');
  // Two "Overview" pages list DataGrid: each link names its group.
  await expect(
    page.locator('section[aria-labelledby="demos"]').getByRole('link', { name: 'Overview - Editing' }),
  ).toHaveAttribute('href', '/x/react-data-grid/editing/');
  // The navigation takes each component's plan from the packages.
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect(nav.getByRole('link', { name: /^DataGridPro/ })).toContainText('Pro');
  await expect(nav.getByRole('link', { name: /^DataGridPremium/ })).toContainText('Premium');
});

test('the filter narrows the props as the reader types', async ({ page }) => {
  await page.goto(GRID);
  const all = await visibleEntries(page).count();
  const filter = page.getByRole('searchbox', { name: 'Filter by name' });
  await filter.fill('checkbox sel');
  await expect(page.locator('#props-checkboxSelection')).toBeVisible();
  await expect(page.locator('#props-rows')).toBeHidden();
  const narrowed = await visibleEntries(page).count();
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  await expect(page.getByRole('search')).toContainText(`${narrowed} of`);
  await filter.fill('zzzz');
  await expect(visibleEntries(page)).toHaveCount(0);
  await expect(page.getByRole('search')).toContainText('Nothing matches “zzzz”.');
  await filter.fill('');
  await expect(visibleEntries(page)).toHaveCount(all);
});

test('a permalink scrolls to its entry and highlights it', async ({ page }) => {
  await page.goto(`${GRID}#props-checkboxSelection`);
  const entry = page.locator('#props-checkboxSelection');
  await expect(entry).toBeInViewport();
  const highlighted = await entry.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(highlighted).toBe('solid');
  const other = await page.locator('#props-rows').evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(other).toBe('none');
  // Its name links to itself, so readers can copy the link.
  await expect(entry.getByRole('link', { name: 'checkboxSelection', exact: true })).toHaveAttribute(
    'href',
    '#props-checkboxSelection',
  );
});

test('the table of contents lists the sections with their sizes and jumps to them', async ({ page }) => {
  await page.goto(GRID);
  const toc = page.getByRole('navigation', { name: 'Page table of contents' });
  const link = toc.getByRole('link', { name: /^Props \(\d+\)$/ });
  await expect(link).toHaveAttribute('href', '#props');
  await expect(toc.getByRole('link', { name: 'checkboxSelection' })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/#props$/);
  await expect(page.locator('#props')).toBeInViewport();
});

test('deprecated entries are flagged, hidden until asked for, and shown by their permalink', async ({ page }) => {
  await page.goto('/x/api/date-pickers/date-picker/');
  const deprecated = page.locator('#props-disableOpenPicker');
  await expect(deprecated).toBeHidden();
  await page.getByRole('checkbox', { name: 'Show deprecated and unstable' }).check();
  await expect(deprecated).toBeVisible();
  await expect(deprecated).toContainText('Deprecated');
  await expect(deprecated).toContainText('field component');
  await page.goto('/x/api/date-pickers/date-picker/#props-disableOpenPicker');
  await expect(page.locator('#props-disableOpenPicker')).toBeInViewport();
});

test('types link to the interface pages they name', async ({ page }) => {
  await page.goto(GRID);
  await page.locator('#props-columns dd').getByRole('link', { name: 'GridColDef' }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
  await expect(page.locator('h1')).toHaveText('GridColDef API');
  await expect(
    page.locator('section[aria-labelledby="methods"], section[aria-labelledby="properties"]').first(),
  ).toBeVisible();
});

test('the interface page of GridApi lists its methods with signatures', async ({ page }) => {
  await page.goto('/x/api/data-grid/grid-api/');
  const getRow = page.locator('#methods-getRow');
  await expect(getRow).toContainText('(id: GridRowId) =>');
  await expect(page.locator('#import ~ * code').first()).toContainText(
    "import type { GridApi } from '@mui/x-data-grid';",
  );
});

test('a Chinese API page has Chinese headings and keeps links in Chinese', async ({ page }) => {
  await page.goto(`/zh${GRID}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('#props')).toHaveText('属性');
  await expect(page.locator('#props-columns dd').getByRole('link', { name: 'GridColDef' })).toHaveAttribute(
    'href',
    '/zh/x/api/data-grid/grid-col-def/',
  );
});

test('a Pro page names its plan and the package to import it from', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid-pro/');
  const imports = page.locator('section[aria-labelledby="import"]');
  await expect(imports).toContainText("import { DataGridPro } from '@mui/x-data-grid-pro';");
  await expect(imports).toContainText('Included in the Pro plan');
  await expect(imports).not.toContainText('@mui/x-data-grid-premium');
});
