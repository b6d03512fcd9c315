import { expect, test } from '@playwright/test';
import { gatedPages } from '../gates/build';
import { checkLinks } from '../gates/checkLinks';
import { formatBrokenLinks } from '../gates/links';

// Gate: every internal link and fragment of every built page (guides, API pages, both languages) resolves.
// No browser: the pages' HTML is fetched with Node and parsed; external links are not fetched.
const pages = gatedPages();

test(`gate: every internal link and fragment resolves (${pages.length} pages)`, async ({ baseURL }) => {
  test.setTimeout(60_000 + pages.length * 250);
  expect(pages.length, 'the build lists no page (GATES_PAGES matches none?)').toBeGreaterThan(0);
  const started = Date.now();
  const result = await checkLinks(
    pages.map((page) => page.href),
    baseURL ?? '',
  );
  console.log(
    `link gate: ${result.pagesCrawled} pages, ${result.linksChecked} internal links, ${result.urlsFetched} URLs fetched in ${Date.now() - started} ms`,
  );
  expect(result.broken.length, formatBrokenLinks(result.broken)).toBe(0);
});
