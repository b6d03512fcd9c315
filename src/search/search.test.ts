import { describe, expect, it } from 'vitest';
import { apiEntries } from './apiEntries';
import { buildIndex, loadIndex, searchIndex, type SerializedIndex } from './engine';
import { dataGridDoc, dataGridProDoc, doc } from './fixtures';
import { searchGroups, suggestForPath, wordsOfPath } from './query';
import { adjustedScore, groupHits, rankHits } from './rank';
import type { SearchDocument, SearchHit } from './types';

/** Built as on the server, restored from JSON as in the browser. */
const engineOf = (documents: SearchDocument[]) =>
  loadIndex(JSON.parse(JSON.stringify(buildIndex(documents))) as SerializedIndex);

const DOCUMENTS: SearchDocument[] = [
  doc({ id: '/x/react-data-grid/sorting/', title: 'Sorting', product: 'x-data-grid', text: 'Sort rows.' }),
  doc({
    id: '/x/react-data-grid/quickstart/',
    title: 'Quickstart',
    product: 'x-data-grid',
    text: 'Sorting, sorting and more sorting: the grid sorts by default. Sorting everywhere.',
  }),
  doc({
    id: '/x/react-data-grid/row-selection/#checkbox-selection',
    kind: 'section',
    title: 'Checkbox selection',
    parent: 'Row selection',
    product: 'x-data-grid',
    text: 'Adds a checkbox column.',
    code: 'checkboxSelection',
  }),
  doc({
    id: '/x/react-tree-view/selection/',
    title: 'Selection',
    product: 'x-tree-view',
    text: 'Select items with a checkbox.',
  }),
  ...apiEntries(dataGridDoc),
  ...apiEntries(dataGridProDoc),
];
const engine = engineOf(DOCUMENTS);
const ids = (hits: readonly SearchHit[]) => hits.map((hit) => hit.id);

describe('search engine', () => {
  it('finds "checkbox sel" in the selection section and the checkboxSelection prop', () => {
    const found = ids(searchIndex(engine, 'checkbox sel'));
    expect(found).toContain('/x/react-data-grid/row-selection/#checkbox-selection');
    expect(found).toContain('/x/api/data-grid/data-grid/#props-checkboxSelection');
  });

  it('requires every word of the query', () => {
    expect(ids(searchIndex(engine, 'checkbox zebra'))).toEqual([]);
  });

  it('tolerates a typo in a longer word', () => {
    expect(ids(searchIndex(engine, 'sortng'))).toContain('/x/react-data-grid/sorting/');
  });

  it('returns the stored fields the dialog shows', () => {
    const [hit] = searchIndex(engine, 'checkboxSelection').filter((item) => item.kind === 'api');
    expect(hit).toMatchObject({
      title: 'checkboxSelection',
      parent: 'DataGrid',
      apiKind: 'prop',
      product: 'x-data-grid',
    });
  });

  it('refuses an index of another format', () => {
    expect(() => loadIndex({ ...buildIndex([]), format: 2 as 1 })).toThrow('format 2');
  });
});

describe('ranking', () => {
  it('puts an exact title before pages that only mention the word', () => {
    const ranked = rankHits(searchIndex(engine, 'sorting'), 'sorting');
    expect(ranked[0]?.id).toBe('/x/react-data-grid/sorting/');
    expect(ids(ranked)).toContain('/x/react-data-grid/quickstart/');
  });

  it('scores an exact title above a prefix, and a prefix above the rest', () => {
    const hit = (title: string): SearchHit => ({ ...doc({ id: '/a/', title }), score: 1, terms: [] });
    expect(adjustedScore(hit('Sorting'), 'sorting')).toBeGreaterThan(adjustedScore(hit('Sorting rows'), 'sorting'));
    expect(adjustedScore(hit('Sorting rows'), 'sorting')).toBeGreaterThan(adjustedScore(hit('Quickstart'), 'sorting'));
  });

  it('compares a query typed as a full page heading with the title results show', () => {
    const hit = (title: string): SearchHit => ({ ...doc({ id: '/a/', title }), score: 1, terms: [] });
    const heading = 'Date and Time Pickers - Fields';
    expect(adjustedScore(hit('Fields'), heading)).toBe(adjustedScore(hit('Fields'), 'Fields'));
    expect(adjustedScore(hit('Fields'), heading)).toBeGreaterThan(adjustedScore(hit('Date Time Range Field'), heading));
  });

  it('prefers the free package among identical API entries', () => {
    const ranked = rankHits(searchIndex(engine, 'checkboxSelection'), 'checkboxSelection');
    const props = ids(ranked).filter((id) => id.includes('#props-'));
    expect(props).toEqual([
      '/x/api/data-grid/data-grid/#props-checkboxSelection',
      '/x/api/data-grid/data-grid-pro/#props-checkboxSelection',
    ]);
  });

  it('groups by product and kind, the current product first', () => {
    const groups = searchGroups(engine, 'selection', 'x-tree-view');
    expect(groups[0]).toMatchObject({ product: 'x-tree-view', kind: 'page' });
    expect(groups.slice(1).map((group) => [group.product, group.kind])).toEqual(
      expect.arrayContaining([
        ['x-data-grid', 'section'],
        ['x-data-grid', 'api'],
      ]),
    );
    const fromGrid = searchGroups(engine, 'selection', 'x-data-grid');
    expect(fromGrid.at(-1)?.product).toBe('x-tree-view');
  });

  it('caps each group and the whole list', () => {
    const hits = Array.from({ length: 8 }, (_, index): SearchHit => ({
      ...doc({ id: `/p${index}/`, title: 'Page' }),
      score: 10 - index,
      terms: [],
    }));
    expect(groupHits(hits, null, { perGroup: 3, total: 10 })[0]?.hits).toHaveLength(3);
    const mixed = hits.map((hit, index) => ({
      ...hit,
      kind: index % 2 === 0 ? ('page' as const) : ('section' as const),
    }));
    const capped = groupHits(mixed, null, { perGroup: 5, total: 5 });
    expect(capped.reduce((sum, group) => sum + group.hits.length, 0)).toBe(5);
  });

  it('returns nothing for a blank query', () => {
    expect(searchGroups(engine, '   ', null)).toEqual([]);
  });
});

describe('Chinese', () => {
  const zh = engineOf([
    doc({
      id: '/x/react-data-grid/',
      title: '数据表格（Data Grid）',
      product: 'x-data-grid',
      text: '展示、排序、筛选和编辑数据。',
    }),
    doc({ id: '/x/react-data-grid/sorting/', title: 'Sorting', product: 'x-data-grid', text: 'Sort rows.' }),
  ]);

  it('finds Chinese words inside sentences, and English pages by English words', () => {
    expect(ids(searchIndex(zh, '排序'))).toEqual(['/x/react-data-grid/']);
    expect(ids(searchIndex(zh, '数据表格'))).toEqual(['/x/react-data-grid/']);
    expect(ids(searchIndex(zh, '表'))).toEqual(['/x/react-data-grid/']);
    expect(ids(searchIndex(zh, 'sorting'))).toEqual(['/x/react-data-grid/sorting/']);
  });
});

describe('not-found suggestions', () => {
  it('reads the words of a path', () => {
    expect(wordsOfPath('/x/react-data-grid/sortin/')).toBe('sortin');
    expect(wordsOfPath('/x/api/data-grid/%E6%8E%92%E5%BA%8F')).toBe('排序');
    expect(wordsOfPath('/x/introduction/row-selecton/')).toBe('introduction row selecton');
    expect(wordsOfPath('/x/react-data-grid/')).toBe('');
  });

  it('suggests pages matching any of the words', () => {
    expect(suggestForPath(engine, '/x/react-data-grid/sortng/')[0]?.id).toBe('/x/react-data-grid/sorting/');
    // The path's product comes first: the tree view's page, then the grid's section.
    const suggested = ids(suggestForPath(engine, '/x/react-tree-view/selecton/'));
    expect(suggested[0]).toBe('/x/react-tree-view/selection/');
    expect(suggested).toContain('/x/react-data-grid/row-selection/#checkbox-selection');
    expect(suggestForPath(engine, '/x/')).toEqual([]);
  });

  it('suggests pages before sections', () => {
    const withSections = engineOf([
      doc({ id: '/x/react-data-grid/sorting/', title: 'Sorting', product: 'x-data-grid', text: 'Sort rows.' }),
      doc({
        id: '/x/react-data-grid/sorting/#multi-sorting',
        kind: 'section',
        title: 'Multi-sorting',
        parent: 'Sorting',
        product: 'x-data-grid',
        text: 'Sorting by several columns: sorting, sorting.',
      }),
    ]);
    expect(ids(suggestForPath(withSections, '/x/react-data-grid/sortng/'))).toEqual([
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/sorting/#multi-sorting',
    ]);
  });
});
