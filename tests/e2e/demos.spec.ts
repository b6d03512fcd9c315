import { expect, test, type Page } from '@playwright/test';
import { decodeCodeSandboxParameters } from '../../src/demos/sandbox';
import { watchForErrors } from './site';

const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);

test('a demo with a preview shows the marked lines, and expands to the full source', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const basic = demo(page, 'QuickstartBasicGrid');
  const code = basic.locator('pre');
  await expect(code).toHaveText('<DataGrid rows={rows} columns={columns} />');
  await basic.getByRole('button', { name: 'Expand code' }).click();
  await expect(code).toContainText("import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';");
  await expect(code).not.toContainText('preview-start');
  await basic.getByRole('button', { name: 'Collapse code' }).click();
  await expect(code).toHaveText('<DataGrid rows={rows} columns={columns} />');
});

test('the toolbar is one tab stop; arrows, Home and End move between its controls', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const toolbar = demo(page, 'ControlledSortGrid').getByRole('toolbar', { name: 'demo source' });
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  const buttons = toolbar.getByRole('button');
  await buttons.first().focus();
  await expect(buttons.first()).toHaveAccessibleName('Show code');
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Edit in CodeSandbox' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'See more' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(buttons.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'See more' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(buttons.first()).toBeFocused();
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  for (const name of [
    'Copy the source',
    'Reset focus to test keyboard navigation',
    'Reset demo',
    'Edit in StackBlitz',
  ]) {
    await expect(toolbar.getByRole('button', { name })).toHaveAttribute('data-ga-event-category', 'demo');
  }
});

test('Edit in CodeSandbox posts a complete project for the current variant', async ({ page, context }) => {
  let posted = '';
  await context.route('https://codesandbox.io/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  await page.goto('/x/react-data-grid/quickstart/');
  const grid = demo(page, 'ControlledSortGrid');
  const popup = page.waitForEvent('popup');
  await grid.getByRole('button', { name: 'Edit in CodeSandbox' }).click();
  await (await popup).waitForLoadState();
  const form = new URLSearchParams(posted);
  expect(form.get('query')).toBe('file=/src/ControlledSortGrid.tsx');
  const { files } = decodeCodeSandboxParameters(form.get('parameters') ?? '');
  expect(Object.keys(files).sort()).toEqual([
    'index.html',
    'package.json',
    'src/ControlledSortGrid.tsx',
    'src/main.tsx',
    'src/vite-env.d.ts',
    'tsconfig.json',
    'vite.config.ts',
  ]);
  const pkg = JSON.parse(files['package.json']?.content ?? '{}') as { dependencies: Record<string, string> };
  expect(pkg.dependencies['@mui/x-data-grid']).toBe('8.13.1');
  expect(files['src/ControlledSortGrid.tsx']?.content).toContain('export default function ControlledSortGrid');
});

test('Edit in StackBlitz posts the JavaScript project once JavaScript is chosen', async ({ page, context }) => {
  let posted = '';
  await context.route('https://stackblitz.com/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stackblitz</p>' });
  });
  await page.goto('/x/react-charts/quickstart/');
  const chart = page.locator('[data-demo]').first();
  await chart.getByRole('button', { name: 'Show code' }).click();
  await chart.getByRole('button', { name: 'Show JavaScript source' }).click();
  const popup = page.waitForEvent('popup');
  await chart.getByRole('button', { name: 'Edit in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  const form = new URLSearchParams(posted);
  const files = [...form.keys()].filter((key) => key.startsWith('project[files]'));
  expect(files.some((key) => /project\[files\]\[src\/\w+\.jsx\]/.test(key))).toBe(true);
  expect(files).not.toContain('project[files][tsconfig.json]');
  expect(form.get('project[template]')).toBe('node');
  expect(form.get('project[files][package.json]')).toContain('"@mui/x-charts": "8.13.1"');
});

test('Copy the source copies the shown variant and confirms for about a second', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/react-data-grid/quickstart/');
  // The toolbar is server-rendered: click it once the page is hydrated.
  await page.waitForLoadState('networkidle');
  const grid = demo(page, 'ControlledSortGrid');
  const copy = grid.getByRole('button', { name: 'Copy the source' });
  // "Copied" shows for about a second: watch every frame for it, as a slow machine can poll past it.
  const confirmed = page.waitForFunction(
    () =>
      document.querySelector('[data-demo="ControlledSortGrid"] button[aria-label="Copy the source"]')?.textContent ===
      'Copied',
    null,
    { polling: 'raf', timeout: 10_000 },
  );
  await copy.click();
  await confirmed;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'export default function ControlledSortGrid',
  );
  await expect(copy).not.toHaveText('Copied', { timeout: 2500 });
});

test('a Markdown code block copies its code, says Copied for 2 seconds, and answers Ctrl+C', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/react-data-grid/quickstart/');
  const block = page.locator('[data-code-block]').first();
  const button = block.getByRole('button', { name: 'Copy the code' });
  await block.hover();
  await button.click();
  await expect(button).toHaveText('Copied');
  const expected = (await block.locator('pre').textContent()) ?? '';
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  const shownAt = Date.now();
  await expect(button).toHaveText('Copy', { timeout: 4000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1500);
  expect(shownFor).toBeLessThan(3500);

  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  const second = page.locator('[data-code-block]').nth(1);
  await second.locator('pre').focus();
  await page.keyboard.press('Control+c');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    (await second.locator('pre').textContent()) ?? '',
  );
});

test('a failing clipboard is swallowed', async ({ page }) => {
  const watcher = await watchForErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
  });
  await page.goto('/x/react-data-grid/quickstart/');
  const button = page.locator('[data-code-block]').first().getByRole('button', { name: 'Copy the code' });
  await button.click({ force: true });
  await page.waitForTimeout(300);
  await expect(button).toHaveText('Copy');
  expect(watcher.errors).toEqual([]);
});

test('Reset demo restores a demo whose state was changed', async ({ page }) => {
  await page.goto('/x/react-tree-view/quickstart/');
  const tree = demo(page, 'ControlledExpansionTree');
  await tree.scrollIntoViewIfNeeded();
  await expect(tree.getByText('Expanded: asia')).toBeVisible();
  await tree.getByRole('button', { name: 'Collapse all' }).click();
  await expect(tree.getByText('Expanded: none')).toBeVisible();
  await tree.getByRole('button', { name: 'Reset demo' }).click();
  await expect(tree.getByText('Expanded: asia')).toBeVisible();
});

test('Reset focus puts the next Tab inside the demo', async ({ page }) => {
  await page.goto('/x/react-tree-view/quickstart/');
  const tree = demo(page, 'ControlledExpansionTree');
  await tree.scrollIntoViewIfNeeded();
  await expect(tree.locator('[data-demo-id]')).toHaveAttribute('data-state', 'ready');
  // The tree makes its first item tabbable once it has mounted.
  await expect(tree.locator('[data-demo-id] [tabindex="0"]').first()).toBeAttached();
  await tree.getByRole('button', { name: 'Reset focus to test keyboard navigation' }).click();
  // Focus waits at the start of the demo, announced by its text.
  await expect(page.locator(':focus')).toHaveText(/Controlled expansion tree/);
  await page.keyboard.press('Tab');
  expect(await tree.evaluate((root) => root.querySelector('[data-demo-id]')?.contains(document.activeElement))).toBe(
    true,
  );
});

test('See more links to the source and copies links to each variant', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/react-data-grid/quickstart/');
  const grid = demo(page, 'ControlledSortGrid');
  await grid.getByRole('button', { name: 'See more' }).click();
  const menu = grid.getByRole('menu', { name: 'See more' });
  await expect(menu.getByRole('menuitem', { name: 'View the source on GitHub' })).toHaveAttribute(
    'href',
    /docs\/data-grid\/quickstart\/demos\/ControlledSortGrid\.tsx$/,
  );
  await menu.getByRole('menuitem', { name: 'Copy link to JavaScript source' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/x\/react-data-grid\/quickstart\/#ControlledSortGrid\.js$/,
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('a demo whose code cannot load shows an error panel and the page keeps working', async ({ page }) => {
  await page.goto('/x/react-tree-view/quickstart/');
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  const last = page.locator('[data-demo]').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('alert')).toContainText('This demo could not be loaded');
  await page.unroute('**/_next/static/chunks/**');
  const toc = page.getByRole('navigation', { name: 'Page table of contents' });
  const first = toc.getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${(await first.getAttribute('href')) ?? ''}$`));
});

test('demos reserve their height: no layout shift when they load', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  const before = await page.locator('h2').last().boundingBox();
  const { count } = { count: await page.locator('[data-demo-id]').count() };
  for (let index = 0; index < count; index += 1) {
    const live = page.locator('[data-demo-id]').nth(index);
    await live.scrollIntoViewIfNeeded();
    await expect(live).toHaveAttribute('data-state', 'ready');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const after = await page.locator('h2').last().boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);
});

test('demos with styling variants switch together, and Tailwind is compiled for real', async ({ page, context }) => {
  await page.goto('/x/react-charts/');
  const kpi = demo(page, 'KpiCard');
  await kpi.scrollIntoViewIfNeeded();
  const stylings = kpi.getByRole('group', { name: 'Styling' });
  await expect(stylings.getByRole('button')).toHaveText(['MUI System', 'Tailwind', 'CSS']);
  await expect(stylings.getByRole('button', { name: 'MUI System' })).toHaveAttribute('aria-pressed', 'true');

  await stylings.getByRole('button', { name: 'Tailwind' }).click();
  const card = kpi.locator('.rounded-xl');
  await expect(card).toBeVisible();
  expect(await card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('12px');
  expect((await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('Tailwind');
  await kpi.getByRole('button', { name: 'Show code' }).click();
  await expect(kpi.locator('pre')).toContainText('className="mx-auto max-w-xs rounded-xl');

  await page.goto('/x/react-tree-view/');
  const panel = demo(page, 'ProjectPanel');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('button', { name: 'Tailwind' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.locator('.rounded-xl')).toBeVisible();
  await panel.getByRole('button', { name: 'CSS' }).click();
  await expect(panel.locator('.rounded-xl')).toHaveCount(0);
  await expect(panel.getByText('Launch checklist')).toBeVisible();
  await panel.getByRole('button', { name: 'Show code' }).click();
  await expect(panel.locator('pre')).toContainText("import styles from './ProjectPanel.module.css';");
});

test('a #css-Name.tsx link opens the CSS version of that demo', async ({ page }) => {
  await page.goto('/x/react-charts/#css-KpiCard.tsx');
  const kpi = demo(page, 'KpiCard');
  await expect(kpi.getByRole('button', { name: 'CSS' })).toHaveAttribute('aria-pressed', 'true');
  await expect(kpi.locator('pre')).toContainText('className={styles.card}');
});

test('a demo that needs an unreachable icon font still renders, with no error logged', async ({ page }) => {
  const watcher = await watchForErrors(page);
  await page.goto('/x/react-tree-view/');
  const icons = demo(page, 'FontIconLabels');
  await icons.scrollIntoViewIfNeeded();
  await expect(icons.getByRole('treeitem', { name: /Inbox/ })).toBeVisible();
  await expect(page.locator('link[data-demo-stylesheet]')).toHaveAttribute(
    'href',
    'https://fonts.googleapis.com/icon?family=Material+Icons',
  );
  expect(await page.locator('link[data-demo-stylesheet]').count()).toBe(1);
  expect(watcher.errors).toEqual([]);
});

test('Edit in Chat is offered only when a chat service is configured', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  await expect(page.getByRole('button', { name: 'Edit in Chat' })).toHaveCount(0);
});
