import { writtenPages } from './site';
import { expect, test } from '@playwright/test';

test('Change language moves to the same page in Chinese, keeping the fragment, and back', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const hash =
    (await page
      .getByRole('navigation', { name: 'Page table of contents' })
      .getByRole('link')
      .nth(1)
      .getAttribute('href')) ?? '';
  // Keeping the fragment is the menu's script: wait until the page is interactive.
  await page.goto(`/x/react-data-grid/quickstart/${hash}`, { waitUntil: 'networkidle' });
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

for (const href of writtenPages.map((entry) => entry.href)) {
  test(`/zh${href} renders in Chinese, translated or with the notice, and its in-page links resolve`, async ({
    page,
  }) => {
    const response = await page.goto(`/zh${href}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('h1')).toHaveCount(1);
    if (TRANSLATED.includes(href)) {
      await expect(page.getByRole('note')).toHaveCount(0);
      await expect(page.locator('.markdown-body h2').first()).toHaveText(/[\u4e00-\u9fff]/);
    } else {
      await expect(page.getByRole('note')).toContainText('本页尚未翻译成中文');
    }
    const unresolved = await page
      .locator('.markdown-body a[href^="#"]')
      .evaluateAll((links) =>
        links
          .map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''))
          .filter((id) => document.getElementById(id) === null),
      );
    expect(unresolved).toEqual([]);
  });
}
