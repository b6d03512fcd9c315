import { describe, expect, it } from 'vitest';
import { parseSitemap, sitemapDifferences, treeEntries } from './sitemap';
import type { PageNode } from './types';

const LISTING = `# comment
https://example.com/news/ | News
/x/grid-group | Data Grid
  /x/grid | Overview
  /x/grid/main [subheader=Main features]
    /x/grid/sorting [plan=pro newFeature=true]
`;

const tree: PageNode[] = [
  { pathname: 'https://example.com/news/', title: 'News' },
  {
    pathname: '/x/grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/grid', title: 'Overview' },
      {
        pathname: '/x/grid/main',
        subheader: 'Main features',
        children: [{ pathname: '/x/grid/sorting', plan: 'pro', newFeature: true }],
      },
    ],
  },
];

describe('the page-tree listing', () => {
  it('parses depth, pathname, title and flags', () => {
    expect(parseSitemap(LISTING)[3]).toEqual({ depth: 1, pathname: '/x/grid/main', flags: 'subheader=Main features' });
    expect(parseSitemap(LISTING)[4]).toEqual({
      depth: 2,
      pathname: '/x/grid/sorting',
      flags: 'plan=pro newFeature=true',
    });
  });

  it('finds no difference between a tree and its own listing', () => {
    expect(sitemapDifferences(tree, parseSitemap(LISTING))).toEqual([]);
    expect(sitemapDifferences(tree, treeEntries(tree))).toEqual([]);
  });

  it('names every difference: a missing node, a title, a flag, the nesting', () => {
    const changed = LISTING.replace('| Overview', '| Introduction')
      .replace('plan=pro', 'plan=premium')
      .replace('  /x/grid/main', '/x/grid/main');
    expect(sitemapDifferences(tree, parseSitemap(changed))).toEqual([
      '/x/grid: title "Overview", expected "Introduction"',
      'line 4: /x/grid/main at depth 1, expected /x/grid/main at depth 0',
      '/x/grid/sorting: flags "plan=pro newFeature=true", expected "plan=premium newFeature=true"',
    ]);
    expect(sitemapDifferences(tree.slice(0, 1), parseSitemap(LISTING))[0]).toBe('line 2: missing /x/grid-group');
  });
});
