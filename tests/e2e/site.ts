import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { contentFileFor } from '../../src/markdown/contentPath';
import { flattenPages } from '../../src/routing/pageTree';
import { pageTree } from '../../src/routing/pageTree.data';

/** Every page that has content under docs/, as the build serves them. */
export const writtenPages = flattenPages(pageTree).filter((page) =>
  existsSync(join(process.cwd(), 'docs', contentFileFor(page.node.pathname))),
);

/** Collects console errors and failed requests of a page, for a test to assert none happened. */
export function watchForErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    errors.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { errors };
}

/** Scrolls through the page so every lazily loaded demo loads, then waits for all of them. */
export async function loadAllDemos(page: Page): Promise<number> {
  const demos = page.locator('[data-demo-id]');
  const count = await demos.count();
  for (let index = 0; index < count; index += 1) {
    const demo = demos.nth(index);
    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  }
  return count;
}
