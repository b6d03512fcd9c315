import { expect, type Page } from '@playwright/test';

/** What `expectPageShape` reads from the page, in one round trip (ten locator assertions cost half a second a page). */
interface Shape {
  h1Count: number;
  title: string;
  description: string | null;
  canonical: string | null;
  chineseAlternate: string | null;
  /** `href` of each `aria-current="page"` link in the documentation navigation. */
  currentLinks: (string | null)[];
  /** Whether the current link intersects the viewport (as Playwright's `toBeInViewport`: any part of it). */
  currentInView: boolean;
  skipLinkHref: string | null;
  alertsInMain: number;
}

/**
 * What every English guide page has, checked during its gate visit (one visit per page: at a thousand demos, a second
 * visit per page would cost CI minutes): one h1, the site's title suffix, a description, a canonical URL and its Chinese
 * alternate, its navigation entry current and in view, the skip link, and no error alert in the content.
 */
export async function expectPageShape(page: Page, href: string): Promise<void> {
  // Read again until it holds or 5 s pass, as the locator assertions would (the navigation scrolls its entry into view
  // after hydration), then report on the last reading.
  const deadline = Date.now() + 5_000;
  let wrong = shapeProblems(await readShape(page), href);
  while (wrong.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    wrong = shapeProblems(await readShape(page), href);
  }
  expect.soft(wrong, `${href}: what the page lacks`).toEqual([]);
}

/** What a reading of the page gets wrong, one line per fact (empty when the page has its shape). */
function shapeProblems(shape: Shape, href: string): string[] {
  const checks: [boolean, string, unknown][] = [
    [shape.h1Count === 1, 'one h1', shape.h1Count],
    [/ - MUI X$/.test(shape.title), 'title ending " - MUI X"', shape.title],
    [/\S/.test(shape.description ?? ''), 'meta description', shape.description],
    [(shape.canonical ?? '').endsWith(href), `canonical URL ending ${href}`, shape.canonical],
    [
      (shape.chineseAlternate ?? '').endsWith(`/zh${href}`),
      `Chinese alternate ending /zh${href}`,
      shape.chineseAlternate,
    ],
    [
      shape.currentLinks.length === 1 && shape.currentLinks[0] === href,
      'the navigation marks this page, and only it, as current',
      shape.currentLinks,
    ],
    [shape.currentInView, 'the current navigation entry is in view', shape.currentInView],
    [shape.skipLinkHref === '#main-content', 'skip link to #main-content', shape.skipLinkHref],
    [shape.alertsInMain === 0, 'no error alert in the content', shape.alertsInMain],
  ];
  return checks.filter(([ok]) => !ok).map(([, what, got]) => `${what}: got ${JSON.stringify(got)}`);
}

function readShape(page: Page): Promise<Shape> {
  return page.evaluate(async () => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const current = [...document.querySelectorAll('nav[aria-label="documentation"] [aria-current="page"]')];
    const inView = (element: Element | undefined) =>
      new Promise<boolean>((resolve) => {
        if (!element) return resolve(false);
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve((entry?.intersectionRatio ?? 0) > 0);
        });
        observer.observe(element);
      });
    const skipLink = [...document.querySelectorAll('a')].find((link) => link.textContent?.trim() === 'Skip to content');
    return {
      h1Count: document.querySelectorAll('h1').length,
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      chineseAlternate: attribute('link[rel="alternate"][hreflang="zh"]', 'href'),
      currentLinks: current.map((link) => link.getAttribute('href')),
      currentInView: await inView(current[0]),
      skipLinkHref: skipLink?.getAttribute('href') ?? null,
      // As `getByRole` sees them: rendered, visible and not hidden from assistive technology (an empty live region is not).
      alertsInMain: [...document.querySelectorAll('main [role="alert"]')].filter(
        (alert) => alert.checkVisibility({ visibilityProperty: true }) && !alert.closest('[aria-hidden="true"]'),
      ).length,
    };
  });
}
