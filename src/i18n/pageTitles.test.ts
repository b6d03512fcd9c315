import { describe, expect, it } from 'vitest';
import { flattenPages } from '../routing/pageTree';
import { pageTree } from '../routing/pageTree.data';
import type { PageNode } from '../routing/types';
import { PRODUCTS } from '../site/config';
import { contextualTitle, distinctTitles, hasCodeName, navTitle, PAGE_TITLES, productName } from './pageTitles';

function allNodes(nodes: readonly PageNode[]): PageNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children ?? [])]);
}

const nodes = allNodes(pageTree);
const byPathname = (pathname: string): PageNode => {
  const node = nodes.find((candidate) => candidate.pathname === pathname);
  if (!node) throw new Error(`no node ${pathname}`);
  return node;
};

describe('page titles in other languages', () => {
  it('has a Chinese title for every node that can appear in the navigation, API code names aside', () => {
    const missing = nodes
      .filter((node) => !hasCodeName(node))
      .map((node) => node.pathname)
      .filter((pathname) => !PAGE_TITLES.zh[pathname]?.trim());
    expect(missing).toEqual([]);
  });

  it('has no Chinese title for a node the page tree does not have', () => {
    const known = new Set(nodes.map((node) => node.pathname));
    expect(Object.keys(PAGE_TITLES.zh).filter((pathname) => !known.has(pathname))).toEqual([]);
  });

  it('keeps the code names of API pages, and translates API groups, subheaders and index pages', () => {
    expect(hasCodeName(byPathname('/x/api/data-grid/grid-col-def'))).toBe(true);
    expect(navTitle(byPathname('/x/api/data-grid/grid-col-def'), 'zh')).toBe('GridColDef');
    expect(navTitle(byPathname('/x/api/data-grid-group'), 'zh')).toBe('API 参考');
    expect(navTitle(byPathname('/x/api/data-grid'), 'zh')).toBe('索引');
    expect(navTitle(byPathname('/x/api/data-grid-interfaces-group'), 'zh')).toBe('接口');
    expect(navTitle(byPathname('/x/api/resources-group'), 'zh')).toBe('资源');
  });

  it('shows a group subheader, else the title, in the language', () => {
    expect(navTitle(byPathname('/x/react-data-grid/main-features'), 'zh')).toBe('主要功能');
    expect(navTitle(byPathname('/x/react-data-grid/main-features'), 'en')).toBe('Main features');
    expect(navTitle(byPathname('/x/react-data-grid/sorting'), 'zh')).toBe('排序');
    expect(navTitle(byPathname('/x/react-data-grid/sorting'), 'en')).toBe('Sorting');
  });

  it('falls back to English for a node without a translation', () => {
    expect(navTitle({ pathname: '/x/not-in-the-map', title: 'Not in the map' }, 'zh')).toBe('Not in the map');
  });

  it('titles an untranslated page with its nearest titled group', () => {
    const pages = flattenPages(pageTree);
    const sorting = pages.find((entry) => entry.node.pathname === '/x/react-data-grid/sorting');
    const editing = pages.find((entry) => entry.node.pathname === '/x/react-data-grid/editing');
    expect(sorting && contextualTitle(sorting, 'zh')).toBe('排序 - 数据表格');
    expect(sorting && contextualTitle(sorting, 'en')).toBe('Sorting - Data Grid');
    expect(editing && contextualTitle(editing, 'zh')).toBe('概览 - 编辑');
  });

  it('names each product after its navigation group, in the language', () => {
    for (const product of PRODUCTS) {
      expect(pageTree.find((node) => node.pathname === product.navGroup)?.title).toBe(product.name);
    }
    expect(PRODUCTS.map((product) => productName(product, 'zh'))).toEqual([
      '数据表格',
      '日期和时间选择器',
      '图表',
      '树视图',
    ]);
    expect(PRODUCTS.map((product) => productName(product, 'en'))).toEqual(PRODUCTS.map((product) => product.name));
  });
});

describe('distinctTitles', () => {
  const pages = flattenPages(pageTree);
  const byHref = (href: string) => pages.find((page) => page.href === href)!;

  it('adds the group only to the titles a list shares, as two overviews do', () => {
    const list = [
      byHref('/x/react-data-grid/'),
      byHref('/x/react-data-grid/editing/'),
      byHref('/x/react-data-grid/sorting/'),
    ];
    const [gridOverview, editingOverview, sorting] = distinctTitles(list, 'en');
    expect(gridOverview).toBe(contextualTitle(list[0]!, 'en'));
    expect(editingOverview).toBe(contextualTitle(list[1]!, 'en'));
    expect(gridOverview).not.toBe(editingOverview);
    expect(sorting).toBe(navTitle(list[2]!.node, 'en'));
  });
});
