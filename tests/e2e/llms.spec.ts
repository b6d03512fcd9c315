import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { extractPreview } from '../../src/demos/preview';
import { SITE_ORIGIN } from '../../src/site/config';

// Markdown for language models (README, "Markdown for language models").

const demoSource = (name: string) =>
  extractPreview(readFileSync(join(process.cwd(), 'docs/data-grid/sorting/demos', `${name}.tsx`), 'utf8')).code.trim();

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

test.describe('Markdown for language models', () => {
  test('/x/llms.txt lists the pages', async ({ request }) => {
    const response = await request.get('/x/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# MUI X\n\n> ')).toBe(true);
    expect(text).toContain(`## Data Grid\n`);
    expect(text).toContain(`- [Data Grid - Sorting](${SITE_ORIGIN}/x/react-data-grid/sorting.md): `);
    expect(text).toContain(`(${SITE_ORIGIN}/x/react-charts.md)`);
    const full = await request.get('/x/llms-full.txt');
    expect(full.status()).toBe(200);
    expect(await full.text()).toContain(demoSource('ClickToSort'));
  });

  test('a page answers Markdown at its .md URL, in both languages', async ({ request }) => {
    const response = await request.get('/x/react-data-grid/sorting.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await response.text();
    expect(markdown.startsWith('# Data Grid - Sorting\n')).toBe(true);
    expect(markdown).toContain(demoSource('ClickToSort'));
    expect(markdown).not.toContain('<html');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    for (const url of ['/zh/x/react-data-grid.md', '/x/react-charts.md', '/x/api/data-grid/data-grid.md']) {
      const other = await request.get(url);
      expect(other.status(), url).toBe(200);
      expect(other.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
    }
  });

  test('Accept: text/markdown gets the Markdown, a browser still gets HTML', async ({ request }) => {
    const markdown = await request.get('/x/react-data-grid/sorting/', { headers: { accept: 'text/markdown' } });
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers()['vary']).toMatch(/accept(?!-)/i);
    expect(await markdown.text()).toContain(demoSource('ClickToSort'));
    const html = await request.get('/x/react-data-grid/sorting/', { headers: { accept: BROWSER_ACCEPT } });
    expect(html.headers()['content-type']).toMatch(/^text\/html/);
    expect(await html.text()).toContain('<h1');
  });

  test('Copy page puts the Markdown on the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await page.goto('/x/react-data-grid/sorting/');
    const button = page.getByRole('button', { name: 'Copy this page as Markdown' });
    await expect(button).toHaveText('Copy page');
    await button.click();
    await expect(button).toHaveText('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.startsWith('# Data Grid - Sorting\n')).toBe(true);
    expect(clipboard).toContain(demoSource('ClickToSort'));
    await expect(button).toHaveText('Copy page', { timeout: 4000 });
  });

  test('the menu links the Markdown and the assistants', async ({ page }) => {
    await page.goto('/zh/x/api/data-grid/data-grid/');
    await page.getByRole('button', { name: '更多页面操作' }).click();
    const view = page.getByRole('link', { name: '查看 Markdown' });
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('href', '/zh/x/api/data-grid/data-grid.md');
    const prompt = encodeURIComponent(`${SITE_ORIGIN}/zh/x/api/data-grid/data-grid.md`);
    await expect(page.getByRole('link', { name: '在 ChatGPT 中打开' })).toHaveAttribute(
      'href',
      new RegExp(`^https://chatgpt\\.com/\\?q=.*${prompt}`),
    );
    await expect(page.getByRole('link', { name: '在 Claude 中打开' })).toHaveAttribute(
      'href',
      new RegExp(`^https://claude\\.ai/new\\?q=.*${prompt}`),
    );
  });
});
