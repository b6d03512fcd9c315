import { beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments } from './documents.server';
import { buildIndex, loadIndex, type SearchEngine } from './engine';
import { searchGroups } from './query';

// The Data Grid's everyday pages (issue 16) and its data features (issue 17): a reader who types a page's title, or the prop it is about, reaches it from
// the search dialog.
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
  { id: '/x/react-data-grid/cell-selection/', title: 'Cell selection', apiNames: ['cellSelectionModel'] },
  { id: '/x/react-data-grid/export/', title: 'Export', apiNames: ['csvOptions', 'exceljsPostProcess'] },
  { id: '/x/react-data-grid/clipboard/', title: 'Copy and paste', apiNames: ['splitClipboardPastedText'] },
  { id: '/x/react-data-grid/style/', title: 'Styling basics', apiNames: ['getRowClassName', 'cellClassName'] },
  { id: '/x/react-data-grid/style-recipes/', title: 'Styling recipes', apiNames: [] },
  { id: '/x/react-data-grid/overlays/', title: 'Overlays', apiNames: ['noRowsVariant'] },
  { id: '/x/react-data-grid/performance/', title: 'Performance', apiNames: [] },
  { id: '/x/react-data-grid/components/', title: 'Custom subcomponents', apiNames: ['hideFooterSelectedRowCount'] },
  { id: '/x/react-data-grid/components/usage/', title: 'Using the composable components', apiNames: [] },
  { id: '/x/react-data-grid/components/toolbar/', title: 'Toolbar component', apiNames: ['ToolbarButton'] },
  { id: '/x/react-data-grid/components/export/', title: 'Export components', apiNames: ['ExportCsv'] },
  {
    id: '/x/react-data-grid/components/quick-filter/',
    title: 'Quick Filter component',
    apiNames: ['QuickFilterControl'],
  },
  {
    id: '/x/react-data-grid/components/columns-panel/',
    title: 'Columns Panel component',
    apiNames: ['ColumnsPanelTrigger'],
  },
  {
    id: '/x/react-data-grid/components/filter-panel/',
    title: 'Filter Panel component',
    apiNames: ['FilterPanelTrigger'],
  },
  { id: '/x/react-data-grid/components/prompt-field/', title: 'Prompt Field component', apiNames: ['PromptFieldSend'] },
  { id: '/x/react-data-grid/components/pivot-panel/', title: 'Pivot Panel component', apiNames: ['PivotPanelTrigger'] },
  {
    id: '/x/react-data-grid/components/charts-panel/',
    title: 'Charts Panel component',
    apiNames: ['ChartsPanelTrigger'],
  },
  {
    id: '/x/react-data-grid/components/ai-assistant-panel/',
    title: 'AI Assistant Panel component',
    apiNames: ['AiAssistantPanelTrigger'],
  },
  { id: '/x/react-data-grid/api-object/', title: 'API object', apiNames: ['useGridApiRef'] },
  { id: '/x/react-data-grid/events/', title: 'Events', apiNames: ['subscribeEvent', 'useGridEvent'] },
  { id: '/x/react-data-grid/state/', title: 'State', apiNames: ['exportState', 'restoreState'] },
  { id: '/x/react-data-grid/accessibility/', title: 'Accessibility', apiNames: ['density'] },
  { id: '/x/react-data-grid/localization/', title: 'Localization', apiNames: ['localeText'] },
  { id: '/x/react-data-grid/list-view/', title: 'List view', apiNames: ['listViewColumn'] },
  {
    id: '/x/react-data-grid/tree-data/',
    title: 'Tree data',
    apiNames: ['getTreeDataPath', 'defaultGroupingExpansionDepth'],
  },
  {
    id: '/x/react-data-grid/row-grouping/',
    title: 'Row grouping',
    apiNames: ['rowGroupingModel', 'groupingValueGetter'],
  },
  { id: '/x/react-data-grid/recipes-row-grouping/', title: 'Row grouping recipes', apiNames: [] },
  {
    id: '/x/react-data-grid/aggregation/',
    title: 'Aggregation',
    apiNames: ['aggregationModel', 'getAggregationPosition'],
  },
  { id: '/x/react-data-grid/pivoting/', title: 'Pivoting', apiNames: ['pivotModel', 'getPivotDerivedColumns'] },
  { id: '/x/react-data-grid/pivoting-explained/', title: 'Understanding pivoting', apiNames: [] },
  {
    id: '/x/react-data-grid/server-side-data/',
    title: 'Server-side data',
    apiNames: ['dataSource', 'dataSourceCache'],
  },
  { id: '/x/react-data-grid/server-side-data/tree-data/', title: 'Server-side tree data', apiNames: [] },
  {
    id: '/x/react-data-grid/server-side-data/lazy-loading/',
    title: 'Server-side lazy loading',
    apiNames: ['lazyLoadingRequestThrottleMs'],
  },
  { id: '/x/react-data-grid/server-side-data/row-grouping/', title: 'Server-side row grouping', apiNames: [] },
  { id: '/x/react-data-grid/server-side-data/aggregation/', title: 'Server-side aggregation', apiNames: [] },
  { id: '/x/react-data-grid/server-side-data/recipes/', title: 'Server-side data recipes', apiNames: [] },
  { id: '/x/react-data-grid/charts-integration/', title: 'Charts integration', apiNames: ['chartsIntegration'] },
  { id: '/x/react-data-grid/ai-assistant/', title: 'AI Assistant', apiNames: ['aiAssistant', 'onPrompt'] },
  { id: '/x/react-data-grid/demos/real-time-data/', title: 'Real-time data', apiNames: [] },
  { id: '/x/react-data-grid/demos/time-off-calendar/', title: 'Time off calendar', apiNames: [] },
  { id: '/x/react-data-grid/demos/inventory/', title: 'Inventory', apiNames: [] },
];

/** The guide results (pages and sections) of a query typed in the dialog on a Data Grid page, best first. */
const guideHits = (engine: SearchEngine, query: string) =>
  searchGroups(engine, query, 'x-data-grid')
    .filter((group) => group.kind !== 'api')
    .flatMap((group) => group.hits);

describe("searching the Data Grid's everyday pages", () => {
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = loadIndex(buildIndex(await searchDocuments('en')));
  }, 120_000);

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
