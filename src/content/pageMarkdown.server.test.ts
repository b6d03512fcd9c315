import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiProductOf } from '../api-docs/products';
import { extractPreview } from '../demos/preview';
import { markdownPath } from '../llms/urls';
import { SITE_ORIGIN } from '../site/config';
import { llmsText, pageMarkdown } from './pageMarkdown.server';
import { DOCS_DIR, sitePages } from './pages.server';

// The Markdown served to language models, built from the real content (the route is app/page-markdown/).

describe('llms.txt', () => {
  it('lists every written page exactly once, guides by product and the API reference as optional', async () => {
    const text = await llmsText('en');
    expect(text.startsWith('# MUI X\n\n> ')).toBe(true);
    const urls = [...text.matchAll(/^- \[[^\n]*?\]\(([^)]+)\)/gm)].map((match) => match[1]);
    expect(urls).toEqual(
      sitePages
        .map((page) => `${SITE_ORIGIN}${markdownPath(page.href, 'en')}`)
        .sort((a, b) => urls.indexOf(a) - urls.indexOf(b)),
    );
    expect(new Set(urls).size).toBe(sitePages.length);
    for (const section of ['Introduction', 'Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View', 'Optional']) {
      expect(text).toContain(`\n## ${section}\n`);
    }
    const optional = text.slice(text.indexOf('## Optional'));
    expect(optional).toContain(`(${SITE_ORIGIN}/x/api/data-grid/data-grid.md): `);
    expect(optional).not.toContain('/x/react-data-grid/sorting.md');
  });
});

describe('page Markdown', () => {
  it('inlines the TypeScript source of every demo of a demo-heavy page', async () => {
    const markdown = (await pageMarkdown('/x/react-data-grid/sorting', 'en')) ?? '';
    expect(markdown.startsWith('# Data Grid - Sorting\n\n')).toBe(true);
    const demosDir = join(DOCS_DIR, 'data-grid/sorting/demos');
    const demos = readdirSync(demosDir).filter((file) => /^[A-Z]\w*\.tsx$/.test(file));
    expect(demos.length).toBeGreaterThan(10);
    for (const file of demos) {
      if (!markdown.includes(`::demo{name="${file.replace('.tsx', '')}"`)) {
        expect(markdown).toContain(`title="${file}"`);
        expect(markdown).toContain(extractPreview(readFileSync(join(demosDir, file), 'utf8')).code.trim());
      }
    }
    expect(markdown).toContain('```ts title="books.ts"');
    expect(markdown).not.toMatch(/^::/m);
  });

  it('makes every site link absolute, in the page language', async () => {
    const en = (await pageMarkdown('/x/react-data-grid/sorting', 'en')) ?? '';
    expect(en).not.toMatch(/\]\((?:\/|#)/);
    expect(en).toContain(`](${SITE_ORIGIN}/x/api/data-grid/data-grid/#props-sortModel)`);
    const zh = (await pageMarkdown('/x/react-data-grid', 'zh')) ?? '';
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(zh).not.toMatch(/\]\((?:\/|#)/);
    expect(zh).toContain(`](${SITE_ORIGIN}/zh/x/`);
  });

  it('serves English where a page has no translation', async () => {
    const zh = await pageMarkdown('/x/react-data-grid/sorting', 'zh');
    expect(zh?.startsWith('# Data Grid - Sorting\n')).toBe(true);
  });

  it('writes API pages as tables', async () => {
    const markdown = (await pageMarkdown('/x/api/data-grid/data-grid', 'en')) ?? '';
    expect(markdown).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(markdown).toContain('## Props\n\n| Name | Type | Default | Description |');
    expect(markdown).toMatch(/^\| `checkboxSelection` \| `boolean` \| `false` \| /m);
    expect(markdown).toContain('## Slots');
    expect(markdown).toContain('## CSS classes');
    expect(markdown).toContain(`(${SITE_ORIGIN}/x/react-data-grid/sorting/)`);
  });

  it('has no page for an unknown path', async () => {
    expect(await pageMarkdown('/x/react-data-grid/nothing-here', 'en')).toBeUndefined();
  });

  it('writes every written guide with absolute links', async () => {
    const guides = sitePages.filter((page) => apiProductOf(page.node.pathname) === null);
    for (const page of guides) {
      const markdown = await pageMarkdown(page.node.pathname, 'en');
      expect(markdown, page.href).toMatch(/^# /);
      expect(markdown, page.href).not.toMatch(/\]\(\/x\//);
    }
  }, 120_000);
});
