import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { contentFileFor } from '../../src/markdown/contentPath';
import { flattenPages } from '../../src/routing/pageTree';
import { pageTree } from '../../src/routing/pageTree.data';
import { isMissingLicenceKeyMessage } from '../gates/licenceMessage';

/** Every page that has content under docs/, as the build serves them. */
export const writtenPages = flattenPages(pageTree).filter((page) =>
  existsSync(join(process.cwd(), 'docs', contentFileFor(page.node.pathname))),
);

/** The first page of the tree under `prefix` that has no content under docs/ yet (its href), if any. */
export function unwrittenPage(prefix: string): string | undefined {
  return flattenPages(pageTree)
    .map((page) => page.node.pathname)
    .find(
      (pathname) =>
        `${pathname}/`.startsWith(prefix) &&
        !pathname.endsWith('-group') &&
        !existsSync(join(process.cwd(), 'docs', contentFileFor(pathname))),
    )
    ?.replace(/\/?$/, '/');
}

/** Third-party hosts that cannot be reached from test machines: failing to load them is expected. */
export const THIRD_PARTY_HOSTS = [
  'fonts.googleapis.com',
  'fonts.gstatic.com',
  'cdn.carbonads.com',
  'srv.buysellads.com',
  'www.googletagmanager.com',
];

const isThirdParty = (url: string) => THIRD_PARTY_HOSTS.some((host) => url.startsWith(`https://${host}/`));

/**
 * Collects console errors and failed requests of a page, for a test to assert
 * none happened. Third-party hosts are blocked (as they are unreachable here)
 * and the browser's own report of that failure is not counted.
 */
export async function watchForErrors(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  await page.route(
    (url) => isThirdParty(url.href),
    (route) => route.abort('internetdisconnected'),
  );
  page.on('console', (message) => {
    // MUI X's own missing licence key message is expected on pages with Pro or Premium demos (DESIGN §4).
    if (
      message.type() !== 'error' ||
      isThirdParty(message.location().url) ||
      isMissingLicenceKeyMessage(message.text())
    )
      return;
    errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!isThirdParty(request.url()))
      errors.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
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
