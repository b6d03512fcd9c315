// Generated content for the scale rehearsal (scripts/scale-rehearsal.ts):
// Markdown pages and small demos of each product, distinct per page and demo.
import type { PageNode } from '../src/routing/types';

type Product = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

export function productOf(pathname: string): Product {
  if (pathname.startsWith('/x/react-data-grid')) return 'data-grid';
  if (pathname.startsWith('/x/react-date-pickers')) return 'date-pickers';
  if (pathname.startsWith('/x/react-tree-view')) return 'tree-view';
  return 'charts';
}

const numbers = (seed: number, count: number) =>
  Array.from({ length: count }, (_, index) => ((seed * 37 + index * 53) % 90) + 10);

function gridDemo(plan: PageNode['plan'], seed: number): string {
  const [component, pkg] =
    plan === 'premium'
      ? ['DataGridPremium', '@mui/x-data-grid-premium']
      : plan === 'pro'
        ? ['DataGridPro', '@mui/x-data-grid-pro']
        : ['DataGrid', '@mui/x-data-grid'];
  const rows = numbers(seed, 4)
    .map((stock, index) => `  { id: ${index + 1}, product: 'Item ${seed}-${index + 1}', stock: ${stock} },`)
    .join('\n');
  return `import Box from '@mui/material/Box';
import { ${component}, type GridColDef } from '${pkg}';

const rows = [
${rows}
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 120 },
];

export default function Demo() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <${component} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
`;
}

function pickersDemo(plan: PageNode['plan'], seed: number): string {
  const day = String((seed % 27) + 1).padStart(2, '0');
  if (plan === 'pro') {
    return `import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function Demo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar defaultValue={[dayjs('2026-03-${day}'), dayjs('2026-03-28')]} calendars={1} />
    </LocalizationProvider>
  );
}
`;
  }
  return `import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function Demo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-03-${day}')} />
    </LocalizationProvider>
  );
}
`;
}

function chartsDemo(plan: PageNode['plan'], seed: number): string {
  const [component, pkg] =
    plan === 'pro' ? ['BarChartPro', '@mui/x-charts-pro/BarChartPro'] : ['BarChart', '@mui/x-charts/BarChart'];
  return `import { ${component} } from '${pkg}';

export default function Demo() {
  return (
    <${component}
      height={260}
      xAxis={[{ data: ['Q1', 'Q2', 'Q3', 'Q4'], scaleType: 'band' }]}
      series={[{ data: [${numbers(seed, 4).join(', ')}], label: 'Series ${seed}' }]}
    />
  );
}
`;
}

// RichTreeViewPro (@mui/x-tree-view-pro 8.10.1) does not build at the pinned versions: its internals import
// `selectorExpandedItems`, which its @mui/x-tree-view 8.10.0 does not export. Pro tree pages get RichTreeView.
function treeDemo(plan: PageNode['plan'], seed: number): string {
  if (plan === 'pro') {
    return `import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const items = [
  { id: 'src-${seed}', label: 'src', children: [{ id: 'app-${seed}', label: 'App.tsx' }] },
  { id: 'docs-${seed}', label: 'docs' },
];

export default function Demo() {
  return <RichTreeView items={items} defaultExpandedItems={['src-${seed}']} />;
}
`;
  }
  return `import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function Demo() {
  return (
    <SimpleTreeView defaultExpandedItems={['folder-${seed}']}>
      <TreeItem itemId="folder-${seed}" label="Folder ${seed}">
        <TreeItem itemId="file-${seed}" label="File ${seed}.tsx" />
      </TreeItem>
    </SimpleTreeView>
  );
}
`;
}

export function demoSource(pathname: string, plan: PageNode['plan'], seed: number): string {
  switch (productOf(pathname)) {
    case 'data-grid':
      return gridDemo(plan, seed);
    case 'date-pickers':
      return pickersDemo(plan, seed);
    case 'tree-view':
      return treeDemo(plan, seed);
    case 'charts':
      return chartsDemo(plan, seed);
  }
}

/**
 * The sections of a page that other pages link to by fragment (the API reference links guide sections,
 * e.g. `/x/react-charts/lines/#interpolation`): a heading each, so the link gate finds them.
 */
export function linkedSections(pathname: string, linkingText: string): string[] {
  // Tree pathnames have no trailing slash; links may or may not have one.
  const base = pathname.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`${base}/?#([a-z0-9-]+)`, 'g');
  const fragments = new Set(Array.from(linkingText.matchAll(pattern), (match) => match[1]!));
  return [...fragments].map(
    (fragment) => `## ${fragment.replaceAll('-', ' ')}\n\nA section the API reference links to.\n`,
  );
}

/** The height a generated demo of the page takes: a date calendar (336 px) is taller than the other demos. */
export function demoHeight(pathname: string): number {
  return productOf(pathname) === 'date-pickers' ? 360 : 300;
}

export function pageSource(
  title: string,
  demoNames: readonly string[],
  extraSections: readonly string[] = [],
  height = 300,
): string {
  const sections = demoNames
    .map(
      (name, index) => `## Example ${index + 1}

This section shows example ${index + 1} of the ${title.toLowerCase()} page, rendered live below with its source one click away.

::demo{name="${name}" height="${height}"}
`,
    )
    .join('\n');
  return `---
title: ${JSON.stringify(title)}
description: A generated page of the scale rehearsal, with ${demoNames.length} demos.
---

This page was generated to measure the site at its full size. Its text is short on purpose; its demos are real components.

${sections}${extraSections.map((section) => `\n${section}`).join('')}`;
}
