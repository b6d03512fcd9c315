import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation';
import type { PageNode } from './types';

const tree: PageNode[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [{ pathname: '/x/introduction' }, { pathname: '/x/introduction/licensing' }],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    children: [
      { pathname: '/x/react-charts/planned#soon' },
      { pathname: '/x/react-charts' },
      { pathname: '/x/api/charts-group', children: [{ pathname: '/x/api/charts/bar-chart' }] },
    ],
  },
];

describe('navigationFor', () => {
  it("shows the current page's group in full and every other group as a link to its first page", () => {
    expect(navigationFor(tree, '/x/api/charts/bar-chart')).toEqual([
      { kind: 'tree', node: tree[0] },
      {
        kind: 'link',
        group: { pathname: '/x/introduction-group', title: 'Introduction' },
        pathname: '/x/introduction',
      },
      { kind: 'tree', node: tree[2] },
    ]);
  });

  it('links a group by its first page, not by a link to a section', () => {
    expect(navigationFor(tree, '/x/introduction')[2]).toEqual({
      kind: 'link',
      group: { pathname: '/x/react-charts-group', title: 'Charts' },
      pathname: '/x/react-charts',
    });
  });

  it('collapses every group on a page outside the tree', () => {
    expect(navigationFor(tree, '').map((entry) => entry.kind)).toEqual(['tree', 'link', 'link']);
  });

  it('stays the same size however many pages the other groups hold', () => {
    const bigger = tree.map((node) =>
      node.title === 'Charts'
        ? {
            ...node,
            children: [
              ...(node.children ?? []),
              ...Array.from({ length: 500 }, (_, i) => ({ pathname: `/x/react-charts/p${i}` })),
            ],
          }
        : node,
    );
    expect(JSON.stringify(navigationFor(bigger, '/x/introduction')).length).toBeLessThan(
      JSON.stringify(navigationFor(tree, '/x/introduction')).length + 1,
    );
  });
});
