import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import type { TranslationTree } from '../../src/i18n/translate';
import { pageTitle } from '../../src/routing/pageTree';
import { pageTree } from '../../src/routing/pageTree.data';
import type { PageNode } from '../../src/routing/types';
import { chinesePageProblems } from '../gates/chinesePage';
import { writtenPages } from './site';

test('Change language moves to the same page in Chinese, keeping the fragment, and back', async ({ page }) => {
  // Keeping the fragment is the menu's script: wait until the page is interactive. (Going to the same
  // page with a fragment is a same-document navigation, so the wait belongs to the first load.)
  await page.goto('/x/react-data-grid/quickstart/', { waitUntil: 'networkidle' });
  const hash =
    (await page
      .getByRole('navigation', { name: 'Page table of contents' })
      .getByRole('link')
      .nth(1)
      .getAttribute('href')) ?? '';
  await page.goto(`/x/react-data-grid/quickstart/${hash}`);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/x/react-data-grid/quickstart/${hash}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/x/react-data-grid/quickstart/${hash}$`));
  await expect(page).not.toHaveURL(/\/zh\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('/zh/ pages show the chrome in Chinese', async ({ page }) => {
  await page.goto('/zh/x/react-charts/quickstart/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('link', { name: '跳到正文' })).toHaveAttribute('href', '#main-content');
  await expect(page.getByRole('navigation', { name: '文档导航' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '本页目录' })).toContainText('目录');
  await expect(page.getByRole('button', { name: '切换语言' })).toBeVisible();
  await page.getByRole('button', { name: '打开或关闭设置面板' }).click();
  const drawer = page.getByRole('dialog', { name: '设置' });
  for (const name of ['浅色', '跟随系统', '深色', '从左到右', '从右到左']) {
    await expect(drawer.getByRole('button', { name })).toBeVisible();
  }
});

test('an untranslated page shows the English text under a Chinese notice', async ({ page }) => {
  await page.goto('/zh/x/react-data-grid/quickstart/');
  await expect(page.getByRole('note')).toContainText('本页尚未翻译成中文');
  await expect(page.locator('.markdown-body')).toHaveAttribute('lang', 'en');
  await page.goto('/x/react-data-grid/quickstart/');
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('a Data Grid demo on a /zh/ page uses the Chinese locale texts', async ({ page }) => {
  await page.goto('/zh/x/react-data-grid/');
  const grid = page.locator('[data-demo="OrdersDataGrid"]');
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByText('每页行数:')).toBeVisible();
  await page.goto('/x/react-data-grid/');
  const english = page.locator('[data-demo="OrdersDataGrid"]');
  await english.scrollIntoViewIfNeeded();
  await expect(english.getByText('Rows per page:')).toBeVisible();
});

test('pages declare valid hreflang alternates and x-default', async ({ page, request }) => {
  await page.goto('/zh/x/react-tree-view/');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(Object.fromEntries(alternates)).toEqual({
    en: 'https://mui.com/x/react-tree-view/',
    zh: 'https://mui.com/zh/x/react-tree-view/',
    'x-default': 'https://mui.com/x/react-tree-view/',
  });
  for (const [, href] of alternates) {
    const response = await request.get(new URL(href ?? '').pathname);
    expect(response.status(), href ?? '').toBe(200);
  }
});

const TRANSLATED = [
  '/x/introduction/',
  '/x/introduction/installation/',
  '/x/introduction/licensing/',
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
];

// Every /zh/ page, from its HTML (no browser: the checks are on what the server renders; the pages' links and
// fragments are the link gate's). One failure lists every page that fails and why.
test(`every /zh/ page is in Chinese, translated or with the notice (${writtenPages.length} pages)`, async ({
  request,
}) => {
  test.setTimeout(30_000 + writtenPages.length * 300);
  const failures: string[] = [];
  const queue = writtenPages.map((entry) => entry.href);
  const worker = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      const response = await request.get(`/zh${href}`);
      const problems =
        response.status() === 200
          ? chinesePageProblems(await response.text(), TRANSLATED.includes(href))
          : [`status ${response.status()}`];
      if (problems.length > 0) failures.push(`/zh${href}: ${problems.join('; ')}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  expect(failures.sort()).toEqual([]);
});

// Read as data: Playwright's loader does not import JSON modules.
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const en = readJson<Record<'demo' | 'feedback' | 'consent', TranslationTree>>('docs/translations/en.json');
const zhTitles = readJson<Record<string, string>>('docs/translations/pageTitles.zh.json');

/** The English strings of a translation area, placeholders aside (`{{title}}` texts vary). */
function englishStrings(tree: TranslationTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? (value.includes('{{') ? [] : [value]) : englishStrings(value),
  );
}

/** What a reader sees or hears of an area: its visible text and its controls' accessible names. */
async function shownStrings(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const elements = [root, ...root.querySelectorAll('*')];
    const names = elements.flatMap((element) =>
      ['aria-label', 'title'].map((attribute) => element.getAttribute(attribute) ?? ''),
    );
    return [(root as HTMLElement).innerText, ...names].filter((text) => text !== '');
  });
}

async function expectNoEnglish(area: Locator, strings: readonly string[]): Promise<void> {
  const shown = await shownStrings(area);
  const leaks = strings.filter((english) => shown.some((text) => text.includes(english)));
  expect(leaks).toEqual([]);
}

test('on a /zh/ page the demo toolbar, the feedback prompt and the navigation are in Chinese', async ({ page }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }),
  );
  await page.goto('/zh/x/react-data-grid/', { waitUntil: 'networkidle' });

  // Demo toolbar: names of every control, its menu and the code it shows.
  const demo = page.locator('[data-demo="OrdersDataGrid"]');
  await demo.scrollIntoViewIfNeeded();
  const toolbar = demo.getByRole('toolbar', { name: '示例源代码' });
  for (const name of [
    '在 CodeSandbox 中编辑',
    '在 StackBlitz 中编辑',
    '复制源代码',
    '重置焦点，以测试键盘导航',
    '重置示例',
  ]) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await toolbar.getByRole('button', { name: /^(显示代码|展开代码)$/ }).click();
  await expect(toolbar.getByRole('button', { name: '显示 TypeScript 源代码' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: /^(隐藏代码|收起代码)$/ })).toBeVisible();
  await toolbar.getByRole('button', { name: '更多', exact: true }).click();
  const menu = demo.getByRole('menu', { name: '更多' });
  await expect(menu.getByRole('menuitem', { name: '在 GitHub 上查看源代码' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '复制 JavaScript 源代码的链接' })).toBeVisible();
  await expectNoEnglish(toolbar, englishStrings(en.demo));
  await page.keyboard.press('Escape');

  // Feedback: the prompt, the comment box after a rating, and a section's button.
  const prompt = page.getByRole('region', { name: '本页内容对你有帮助吗？' });
  await prompt.scrollIntoViewIfNeeded();
  await prompt.getByRole('button', { name: '没帮助' }).click();
  await expect(prompt.getByText('哪些内容缺失、有误或不够清楚？（选填）')).toBeVisible();
  await expect(prompt.getByRole('textbox', { name: '评论' })).toBeVisible();
  await expect(prompt.getByRole('link', { name: '在 GitHub 上提交 issue' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: '提交' })).toBeVisible();
  await expectNoEnglish(prompt, englishStrings(en.feedback));
  const heading = page.locator('.markdown-body h2').first();
  const title = await heading.locator('button[data-feedback-section]').getAttribute('data-feedback-title');
  await expect(heading.getByRole('button', { name: `对“${title}”一节提供反馈` })).toBeVisible();

  // Navigation: group headings, subheaders and page titles, and the product menu.
  const nav = page.getByRole('navigation', { name: '文档导航' });
  // The current product's group in full, the others one link each.
  await expect(nav.locator('summary', { hasText: '数据表格' }).first()).toBeVisible();
  for (const name of ['简介', '日期和时间选择器', '图表', '树视图']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: '快速入门' }).first()).toBeAttached();
  // The English labels of every node whose Chinese title differs (API code names have none).
  const englishTitles = collectNodes(pageTree)
    .map((node) => ({ english: node.subheader ?? pageTitle(node), chinese: zhTitles[node.pathname] }))
    .filter(({ english, chinese }) => chinese !== undefined && chinese !== english)
    .map(({ english }) => english);
  // Group labels, subheaders and page labels (their first text: chips follow), API code names aside.
  const navLabels = await nav.evaluate((root) =>
    [...root.querySelectorAll('summary > span:first-child, a:not([href*="/x/api/"]) > span:first-child, li > div')].map(
      (element) => element.firstChild?.textContent?.trim() ?? '',
    ),
  );
  expect(navLabels.length).toBeGreaterThan(10);
  expect(navLabels.filter((label) => englishTitles.includes(label))).toEqual([]);
  await expect(page.locator('header button[popovertarget="product-menu"]')).toHaveText('数据表格');
});

test('an untranslated /zh/ page has a Chinese document title and Chinese previous and next links', async ({ page }) => {
  await page.goto('/zh/x/react-data-grid/quickstart/');
  await expect(page).toHaveTitle('快速入门 - 数据表格 - MUI X');
  const pager = page.getByRole('navigation', { name: '上一页和下一页' });
  await expect(pager.getByRole('link', { name: /上一页/ })).toHaveText(/上一页\s*概览/);
  await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
});

test.describe('consent on a /zh/ page', () => {
  // A first visit: no choice saved, so the dialog opens by itself.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the consent dialog and the cookie preferences link are in Chinese', async ({ page }) => {
    await page.goto('/zh/x/react-data-grid/');
    const dialog = page.getByRole('dialog', { name: 'Cookie 偏好设置' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('我们希望使用分析类 Cookie');
    await expect(dialog.getByRole('button', { name: '允许分析' })).toBeVisible();
    await expectNoEnglish(dialog, englishStrings(en.consent));
    await dialog.getByRole('button', { name: '仅必要存储' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie 偏好设置' }).click();
    await expect(dialog).toBeVisible();
  });
});

function collectNodes(nodes: readonly PageNode[]): PageNode[] {
  return nodes.flatMap((node) => [node, ...collectNodes(node.children ?? [])]);
}
