import { describe, expect, it } from 'vitest';
import { flattenPages } from '../routing/pageTree';
import { pageTree } from '../routing/pageTree.data';
import { contentDirFor, contentFileFor } from './contentPath';

describe('contentFileFor', () => {
  it('maps a page to its folder and same-named Markdown file', () => {
    expect(contentFileFor('/x/react-data-grid/sorting')).toBe('data-grid/sorting/sorting.md');
    expect(contentFileFor('/x/introduction/installation')).toBe('introduction/installation/installation.md');
    expect(contentFileFor('/x/react-data-grid/editing/persistence')).toBe(
      'data-grid/editing/persistence/persistence.md',
    );
  });

  it('puts product roots in an overview folder', () => {
    expect(contentFileFor('/x/react-data-grid')).toBe('data-grid/overview/overview.md');
    expect(contentFileFor('/x/introduction')).toBe('introduction/overview/overview.md');
  });

  it('rejects paths outside /x/', () => {
    expect(() => contentDirFor('/x/')).toThrow(/not a page under \/x\//);
  });

  it('gives every page of the tree its own folder, none nested in another page’s demos', () => {
    const dirs = flattenPages(pageTree).map((page) => contentDirFor(page.node.pathname));
    expect(new Set(dirs).size).toBe(dirs.length);
    expect(dirs.filter((dir) => dir.split('/').includes('demos') && !dir.startsWith('data-grid/demos/'))).toEqual([]);
  });
});
