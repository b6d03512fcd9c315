import { beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from './documents.server';
import { buildIndex, loadIndex, type SearchEngine } from './engine';
import { searchGroups } from './query';

// The Data Grid's finding and narrowing pages: a reader who types a page's title, or the prop it is about, reaches it
// from the search dialog.
const PAGES: ReadonlyArray<{ readonly id: string; readonly title: string; readonly apiNames: readonly string[] }> = [
  { id: '/x/react-data-grid/sorting/', title: 'Sorting', apiNames: ['sortModel', 'sortComparator'] },
  { id: '/x/react-data-grid/filtering/', title: 'Filtering', apiNames: ['filterModel'] },
  { id: '/x/react-data-grid/filtering/customization/', title: 'Filter customization', apiNames: ['getApplyFilterFn'] },
  { id: '/x/react-data-grid/filtering/quick-filter/', title: 'Quick filter', apiNames: ['quickFilterValues'] },
  { id: '/x/react-data-grid/filtering/server-side/', title: 'Server-side filtering', apiNames: ['filterMode'] },
  {
    id: '/x/react-data-grid/filtering/multi-filters/',
    title: 'Multi filters',
    apiNames: ['disableMultipleColumnsFiltering'],
  },
  { id: '/x/react-data-grid/filtering/header-filters/', title: 'Header filters', apiNames: ['headerFilters'] },
  { id: '/x/react-data-grid/filtering-recipes/', title: 'Filtering recipes', apiNames: ['getFilterState'] },
  { id: '/x/react-data-grid/pagination/', title: 'Pagination', apiNames: ['paginationModel', 'pageSizeOptions'] },
  {
    id: '/x/react-data-grid/row-selection/',
    title: 'Row selection',
    apiNames: ['rowSelectionModel', 'isRowSelectable'],
  },
  { id: '/x/react-data-grid/scrolling/', title: 'Scrolling', apiNames: ['scrollToIndexes'] },
  { id: '/x/react-data-grid/virtualization/', title: 'Virtualization', apiNames: ['rowBufferPx', 'columnBufferPx'] },
];

/** The guide results (pages and sections) of a query typed in the dialog on a Data Grid page, best first. */
const guideHits = (engine: SearchEngine, query: string) =>
  searchGroups(engine, query, 'x-data-grid')
    .filter((group) => group.kind !== 'api')
    .flatMap((group) => group.hits);

describe('searching the Data Grid pages on finding and narrowing rows', () => {
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = loadIndex(buildIndex(await searchDocuments('en')));
  }, 60_000);

  it.each(PAGES)('$id comes first for its own title', ({ id, title }) => {
    const page = guideHits(engine, title).find((hit) => hit.kind === 'page');
    expect(page?.id).toBe(id);
  });

  it.each(PAGES.flatMap(({ id, apiNames }) => apiNames.map((name) => ({ id, name }))))(
    '$name leads to $id among the first guide results',
    ({ id, name }) => {
      const ids = guideHits(engine, name)
        .slice(0, 5)
        .map((hit) => hit.id.replace(/#.*$/, ''));
      expect(ids).toContain(id);
    },
  );
});
