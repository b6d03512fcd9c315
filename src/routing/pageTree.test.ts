import { describe, expect, it } from 'vitest';
import { pageTree } from './pageTree.data';
import {
  assertUniquePathnames,
  findActivePage,
  flattenPages,
  isPage,
  pageHref,
  pageTitle,
  prevNext,
  pruneTree,
  titleFromPathname,
} from './pageTree';
import type { PageNode } from './types';

const tiny: PageNode[] = [
  { pathname: 'https://example.com/news/', title: 'News' },
  {
    pathname: '/x/a-group',
    title: 'A',
    children: [
      { pathname: '/x/a', title: 'Overview' },
      { pathname: '/x/a/one' },
      { pathname: '/x/a/sub', subheader: 'Sub', children: [{ pathname: '/x/a/two', plan: 'pro' }] },
      { pathname: '/x/a/#later', title: 'Later', planned: true },
    ],
  },
  { pathname: '/x/b-group', children: [{ pathname: '/x/b/three' }] },
];

describe('titleFromPathname', () => {
  it('uses the last segment with dashes as spaces, first letter capitalised', () => {
    expect(titleFromPathname('/x/react-data-grid/column-definition')).toBe('Column definition');
    expect(titleFromPathname('/x/introduction/installation')).toBe('Installation');
  });
  it('strips react-', () => {
    expect(titleFromPathname('/x/react-data-grid')).toBe('Data grid');
  });
  it('uses PascalCase for API pages', () => {
    expect(titleFromPathname('/x/api/data-grid/grid-col-def')).toBe('GridColDef');
    expect(titleFromPathname('/x/api/date-pickers/date-range-picker-day-2')).toBe('DateRangePickerDay2');
  });
  it('ignores trailing slashes and fragments', () => {
    expect(titleFromPathname('/x/react-charts/axis/')).toBe('Axis');
    expect(titleFromPathname('/x/react-charts/gauge#intro')).toBe('Gauge');
  });
  it('prefers an explicit title', () => {
    expect(pageTitle({ pathname: '/x/a/b', title: 'Bee' })).toBe('Bee');
  });
});

describe('flattenPages', () => {
  const pages = flattenPages(tiny);
  it('lists internal leaves in order with their parents, skipping links and groups', () => {
    expect(pages.map((page) => page.href)).toEqual(['/x/a/', '/x/a/one/', '/x/a/two/', '/x/b/three/']);
    expect(pages[2]?.parents.map((parent) => parent.pathname)).toEqual(['/x/a-group', '/x/a/sub']);
    expect(pages[1]?.title).toBe('One');
  });
  it('does not treat section links or external links as pages', () => {
    expect(isPage({ pathname: '/x/a/#later' })).toBe(false);
    expect(isPage({ pathname: 'https://example.com/' })).toBe(false);
  });
});

describe('findActivePage and prevNext', () => {
  const pages = flattenPages(tiny);
  it('finds a page with or without trailing slash, fragment or query', () => {
    expect(findActivePage(pages, '/x/a/one/')?.title).toBe('One');
    expect(findActivePage(pages, '/x/a/one')?.title).toBe('One');
    expect(findActivePage(pages, '/x/a/one/#part')?.title).toBe('One');
    expect(findActivePage(pages, '/x/a//one/?q=1')?.title).toBe('One');
    expect(findActivePage(pages, '/x/a/nope/')).toBeUndefined();
    expect(findActivePage(pages, '/x/a-group/')).toBeUndefined();
  });
  it('gives neighbours across groups and nothing past the ends', () => {
    expect(prevNext(pages, '/x/a/two/')).toEqual({ previous: pages[1], next: pages[3] });
    expect(prevNext(pages, '/x/a/')).toEqual({ next: pages[1] });
    expect(prevNext(pages, '/x/b/three/')).toEqual({ previous: pages[2] });
    expect(prevNext(pages, '/nowhere/')).toEqual({});
  });
});

describe('pageHref', () => {
  it('adds a trailing slash and keeps fragments and external links', () => {
    expect(pageHref('/x/a')).toBe('/x/a/');
    expect(pageHref('/x/a/')).toBe('/x/a/');
    expect(pageHref('/x/react-charts/#planned-charts')).toBe('/x/react-charts/#planned-charts');
    expect(pageHref('https://mui.com/x/whats-new/')).toBe('https://mui.com/x/whats-new/');
  });
});

describe('pruneTree', () => {
  it('drops rejected pages and groups left empty, keeping links', () => {
    const pruned = pruneTree(tiny, (node) => node.pathname !== '/x/a/two' && node.pathname !== '/x/b/three');
    expect(flattenPages(pruned).map((page) => page.href)).toEqual(['/x/a/', '/x/a/one/']);
    expect(pruned.map((node) => node.pathname)).toEqual(['https://example.com/news/', '/x/a-group']);
    expect(pruned[1]?.children?.map((node) => node.pathname)).toEqual(['/x/a', '/x/a/one', '/x/a/#later']);
  });
});

describe('assertUniquePathnames', () => {
  it('throws on a duplicated pathname, naming it', () => {
    expect(() =>
      assertUniquePathnames([{ pathname: '/x/a' }, { pathname: '/g', children: [{ pathname: '/x/a' }] }]),
    ).toThrow(/"\/x\/a" appears more than once/);
  });
  it('accepts the site tree', () => {
    expect(() => assertUniquePathnames(pageTree)).not.toThrow();
  });
});
