import { describe, expect, it } from 'vitest';
import { builtPages, filterPages, guidePagesToVisit, largestApiPages, type PrerenderManifest } from './builtPages';

const DOCS = '/[lang]/[...slug]';
const manifest: PrerenderManifest = {
  routes: {
    '/_not-found': { srcRoute: '/_not-found' },
    '/demo-sources/charts/overview/KpiCard.json': { srcRoute: '/demo-sources/[...path]' },
    '/search-index/en.json': { srcRoute: '/search-index/[file]' },
    '/en/x/introduction': { srcRoute: DOCS, htmlSize: 10 },
    '/zh/x/introduction': { srcRoute: DOCS, htmlSize: 11 },
    '/en/x/react-charts/quickstart': { srcRoute: DOCS, htmlSize: 10 },
    '/en/x/api/charts': { srcRoute: DOCS, htmlSize: 900 },
    '/en/x/api/charts/bar-chart': { srcRoute: DOCS, htmlSize: 300 },
    '/en/x/api/charts/line-chart-pro': { srcRoute: DOCS, htmlSize: 500 },
    '/zh/x/api/charts/bar-chart': { srcRoute: DOCS, htmlSize: 800 },
    '/en/x/api/data-grid/data-grid-premium': { srcRoute: DOCS, htmlSize: 1000 },
    '/en/production-error': { srcRoute: '/[lang]/production-error' },
    '/en/playground': { srcRoute: '/[lang]/playground' },
    '/en/x/templates': { srcRoute: '/[lang]/x/templates' },
    '/zh/x/templates/blog/live': { srcRoute: '/[lang]/x/templates/[name]/live' },
  },
};

describe('builtPages', () => {
  const pages = builtPages(manifest);

  it('lists the pages under a language, with the URL a reader opens, and leaves out data routes', () => {
    expect(pages.map((page) => page.href)).toEqual([
      '/x/introduction/',
      '/zh/x/introduction/',
      '/x/react-charts/quickstart/',
      '/x/api/charts/',
      '/x/api/charts/bar-chart/',
      '/x/api/charts/line-chart-pro/',
      '/zh/x/api/charts/bar-chart/',
      '/x/api/data-grid/data-grid-premium/',
      '/production-error/',
      '/playground/',
      '/x/templates/',
      '/zh/x/templates/blog/live/',
    ]);
    expect(pages[1]).toEqual({
      href: '/zh/x/introduction/',
      pathname: '/x/introduction/',
      language: 'zh',
      kind: 'guide',
      htmlSize: 11,
    });
  });

  it('tells guide pages from API pages and from other pages', () => {
    const kinds = Object.fromEntries(pages.map((page) => [page.href, page.kind]));
    expect(kinds['/x/react-charts/quickstart/']).toBe('guide');
    expect(kinds['/x/api/charts/bar-chart/']).toBe('api');
    expect(kinds['/production-error/']).toBe('other');
    expect(kinds['/playground/']).toBe('other');
    expect(kinds['/x/templates/']).toBe('template');
    expect(kinds['/zh/x/templates/blog/live/']).toBe('template');
  });

  it('counts the routes generated for API pages and for pages with demos as docs pages', () => {
    const generated = builtPages({
      routes: {
        '/en/x/react-charts': { srcRoute: '/[lang]/x/react-charts' },
        '/zh/x/react-data-grid/quickstart': { srcRoute: '/[lang]/x/react-data-grid/quickstart' },
        '/en/x/api/charts/bar-chart': { srcRoute: '/[lang]/x/api/[...slug]' },
      },
    });
    expect(generated.map((page) => [page.href, page.kind])).toEqual([
      ['/x/react-charts/', 'guide'],
      ['/zh/x/react-data-grid/quickstart/', 'guide'],
      ['/x/api/charts/bar-chart/', 'api'],
    ]);
  });

  it('finds the largest API page of each product in a language, never a product index', () => {
    expect(largestApiPages(pages, 'en').map((page) => page.href)).toEqual([
      '/x/api/charts/line-chart-pro/',
      '/x/api/data-grid/data-grid-premium/',
    ]);
    expect(largestApiPages(pages, 'zh').map((page) => page.href)).toEqual(['/zh/x/api/charts/bar-chart/']);
  });
});

describe('filterPages', () => {
  const pages = builtPages(manifest);

  it('keeps every page without a filter', () => {
    expect(filterPages(pages, undefined)).toHaveLength(pages.length);
    expect(filterPages(pages, ' ')).toHaveLength(pages.length);
  });

  it('keeps the pages named exactly (trailing slash optional) or by a prefix ending with *', () => {
    expect(filterPages(pages, '/x/introduction').map((page) => page.href)).toEqual(['/x/introduction/']);
    expect(filterPages(pages, '/x/api/charts/*, /zh/x/introduction/').map((page) => page.href)).toEqual([
      '/zh/x/introduction/',
      '/x/api/charts/',
      '/x/api/charts/bar-chart/',
      '/x/api/charts/line-chart-pro/',
    ]);
  });
});

describe('guidePagesToVisit', () => {
  const pages = builtPages(manifest);
  const translated = (page: { pathname: string }) => page.pathname === '/x/introduction/';

  it('visits every English guide page, and another language’s only where it is translated', () => {
    expect(guidePagesToVisit(pages, translated, false).map((page) => page.href)).toEqual([
      '/x/introduction/',
      '/zh/x/introduction/',
      '/x/react-charts/quickstart/',
    ]);
    expect(guidePagesToVisit(pages, () => false, false).map((page) => page.href)).toEqual([
      '/x/introduction/',
      '/x/react-charts/quickstart/',
    ]);
  });

  it('visits every guide page in every language when asked', () => {
    expect(guidePagesToVisit(pages, () => false, true)).toHaveLength(3);
  });
});
