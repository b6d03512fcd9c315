import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../markdown/compile';
import { extractPage, shortTitle } from './extractPage';

const SOURCE = `---
title: Data Grid - Sorting
description: Sort rows by column.
---

Intro about the \`sortModel\` prop.

::demo{name="BasicSorting"}

## Sort on load

Give the model in \`initialState\`.

\`\`\`tsx
const columns: GridColDef[] = [{ field: 'price', sortComparator: compare }];
\`\`\`

### Details here

More words.
`;

async function sortingPage() {
  const { frontMatter, hast } = await compileMarkdown(SOURCE, 'docs/data-grid/sorting/sorting.md');
  return extractPage({
    href: '/x/react-data-grid/sorting/',
    title: frontMatter.title,
    description: frontMatter.description,
    product: 'x-data-grid',
    hast,
  });
}

describe('extractPage', () => {
  it('makes the page an entry and each heading an entry pointing at its anchor', async () => {
    const entries = await sortingPage();
    expect(entries.map(({ id, kind, title, parent }) => ({ id, kind, title, parent }))).toEqual([
      { id: '/x/react-data-grid/sorting/', kind: 'page', title: 'Sorting', parent: '' },
      { id: '/x/react-data-grid/sorting/#sort-on-load', kind: 'section', title: 'Sort on load', parent: 'Sorting' },
      { id: '/x/react-data-grid/sorting/#details-here', kind: 'section', title: 'Details here', parent: 'Sorting' },
    ]);
    expect(entries.every((entry) => entry.product === 'x-data-grid')).toBe(true);
  });

  it('gives each entry its own prose, without the page chrome', async () => {
    const [page, section, subsection] = await sortingPage();
    expect(page?.text).toBe('Data Grid - Sorting Sort rows by column. Intro about the sortModel prop.');
    expect(section?.text).toBe('Data Grid - Sorting Give the model in initialState.');
    expect(subsection?.text).toBe('Data Grid - Sorting More words.');
    // Heading anchors ("#") and feedback buttons are not part of a title.
    expect(section?.title).not.toContain('#');
  });

  it('collects code identifiers from inline code and code blocks', async () => {
    const [page, section] = await sortingPage();
    expect(page?.code).toBe('sortModel');
    expect(section?.code.split(' ')).toEqual(
      expect.arrayContaining(['initialState', 'columns', 'GridColDef', 'field', 'price', 'sortComparator', 'compare']),
    );
    expect(section?.code.split(' ')).not.toContain('const');
  });

  it('drops the product prefix of titles', () => {
    expect(shortTitle('Data Grid - Sorting')).toBe('Sorting');
    expect(shortTitle('Licensing')).toBe('Licensing');
    expect(shortTitle('Date and Time Pickers - Validation')).toBe('Validation');
    expect(shortTitle('Simple Tree View - Selection')).toBe('Simple Tree View - Selection');
  });
});
