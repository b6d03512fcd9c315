import 'server-only';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { withApiDocs } from '../api-docs/apiTree';
import { apiProductOf } from '../api-docs/products';
import { readAllApiDocs } from '../api-docs/store';
import type { ApiDoc } from '../api-docs/types';
import { contentDirFor, contentFileFor } from '../markdown/contentPath';
import { assertUniquePathnames, flattenPages, isPage, pageHref, pruneTree, type PageEntry } from '../routing/pageTree';
import { pageTree } from '../routing/pageTree.data';
import type { PageNode } from '../routing/types';

export const DOCS_DIR = join(process.cwd(), 'docs');

/** The generated API reference documents, by pathname (written by `npm run docs:api`). */
export const apiDocs: ReadonlyMap<string, ApiDoc> = readAllApiDocs();

/** Markdown pages are written when their file exists; API pages are generated, and one without a document fails the build. */
function hasContent(node: PageNode): boolean {
  if (apiProductOf(node.pathname) === null) return existsSync(join(DOCS_DIR, contentFileFor(node.pathname)));
  if (!apiDocs.has(node.pathname)) {
    throw new Error(
      `${pageHref(node.pathname)}: this API page of the page tree has no generated document (npm run docs:api).`,
    );
  }
  return true;
}

/** The pages' Markdown files: in folders under docs/ (files at its top, like CONTRIBUTING.md, are not pages). */
function findMarkdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : findMarkdownFiles(path);
    return dir !== DOCS_DIR && /^[^.]+\.md$/.test(entry.name) ? [relative(DOCS_DIR, path).split(sep).join('/')] : [];
  });
}

function buildSiteTree(): readonly PageNode[] {
  assertUniquePathnames(pageTree);
  const expected = new Set(flattenPages(pageTree).map((page) => contentFileFor(page.node.pathname)));
  const orphans = findMarkdownFiles(DOCS_DIR).filter((file) => !expected.has(file));
  if (orphans.length > 0) {
    throw new Error(`docs/${orphans[0]}: no page of the page tree (src/routing/pageTree.data.ts) maps to this file.`);
  }
  return pruneTree(withApiDocs(pageTree, apiDocs), (node) => !isPage(node) || hasContent(node));
}

/** The navigation as readers see it: the page tree without pages that are not written yet. */
export const siteTree: readonly PageNode[] = buildSiteTree();

/** Every written page, in navigation order. */
export const sitePages: readonly PageEntry[] = flattenPages(siteTree);

/**
 * Whether a written Markdown page has demos (a `demos/` folder beside its
 * file): such a page is served by its own generated route, see demoPageRoute.
 * The same rule as the generator's (src/demos/demoRoutes.ts).
 */
export function hasDemos(pathname: string): boolean {
  return apiProductOf(pathname) === null && existsSync(join(DOCS_DIR, contentDirFor(pathname), 'demos'));
}

/**
 * Whether a page is served by the migration route (app/[lang]/(docs)/x/migration/[page]), the one route whose pages
 * may place widgets (`::migration-checker`, `::api-changes`): a migration page without demos.
 */
export function isMigrationRoutePage(pathname: string): boolean {
  return pathname.startsWith('/x/migration/') && !hasDemos(pathname);
}
