import { expect, test } from '@playwright/test';
import { writtenPages } from './site';

test('the site has written pages for every product', () => {
  const hrefs = writtenPages.map((page) => page.href);
  for (const href of [
    '/x/introduction/',
    '/x/react-data-grid/',
    '/x/react-date-pickers/',
    '/x/react-charts/',
    '/x/react-tree-view/',
  ]) {
    expect(hrefs).toContain(href);
  }
});

// Each page's own checks (one h1, title, description, canonical and alternate links, navigation, skip link, no errors)
// run during its gate visit: gate-pages.spec.ts with pageShape.ts.
