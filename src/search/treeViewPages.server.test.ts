import { describeGuideSearch, type GuidePageCase } from './guideSearchSuite';

// The Tree View pages, Slots and subcomponents, and the rest of the Introduction (issue 20): a reader who types a
// page's title, or the prop or method it is about, reaches it from the search dialog.
const treeView = (slug: string, title: string, apiNames: readonly string[] = []): GuidePageCase => ({
  id: `/x/react-tree-view/${slug}/`,
  title,
  apiNames,
});

const TREE_VIEW_PAGES: readonly GuidePageCase[] = [
  treeView('simple-tree-view/items', 'Simple Tree View - Items'),
  treeView('simple-tree-view/selection', 'Simple Tree View - Selection'),
  treeView('simple-tree-view/expansion', 'Simple Tree View - Expansion'),
  treeView('simple-tree-view/customization', 'Simple Tree View - Customization'),
  treeView('simple-tree-view/focus', 'Simple Tree View - Focus'),
  treeView('rich-tree-view/items', 'Rich Tree View - Items', ['getItemLabel', 'setIsItemDisabled']),
  treeView('rich-tree-view/selection', 'Rich Tree View - Selection', ['selectionPropagation']),
  treeView('rich-tree-view/expansion', 'Rich Tree View - Expansion'),
  treeView('rich-tree-view/customization', 'Rich Tree View - Customization'),
  treeView('rich-tree-view/focus', 'Rich Tree View - Focus'),
  treeView('rich-tree-view/editing', 'Rich Tree View - Label editing', ['isItemEditable', 'onItemLabelChange']),
  treeView('rich-tree-view/lazy-loading', 'Rich Tree View - Lazy loading', ['DataSourceCacheDefault']),
  treeView('rich-tree-view/ordering', 'Rich Tree View - Ordering', ['itemsReordering', 'canMoveItemToNewPosition']),
  treeView('accessibility', 'Tree View - Accessibility'),
  // Typed with the product prefix, the words tree, view and customization favour the Simple Tree View's page: readers
  // type the title the results show.
  treeView('tree-item-customization', 'Item customization', ['useTreeItemUtils', 'useTreeItemModel']),
];

const INTRODUCTION_PAGES: readonly GuidePageCase[] = [
  { id: '/x/introduction/support/', title: 'Support', apiNames: [] },
  { id: '/x/introduction/mcp/', title: 'AI support via MCP', apiNames: [] },
  { id: '/x/introduction/priority-support/', title: 'Priority support', apiNames: [] },
  { id: '/x/guides/telemetry/', title: 'Telemetry', apiNames: ['muiXTelemetrySettings'] },
  { id: '/x/introduction/roadmap/', title: 'Roadmap', apiNames: [] },
  { id: '/x/common-concepts/custom-components/', title: 'Slots and subcomponents', apiNames: ['PropsFromSlot'] },
];

describeGuideSearch('search: the Tree View pages', 'x-tree-view', TREE_VIEW_PAGES);
describeGuideSearch('search: the Introduction and common concepts', null, INTRODUCTION_PAGES);
