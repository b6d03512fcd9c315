import 'server-only';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cache } from 'react';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile';
import { contentDirFor, contentFileFor, demoId } from '../markdown/contentPath';
import type { DemoReference } from '../markdown/remarkDemos';
import type { CodeStyling } from '../preferences/codeVariant';
import { STYLING_SUFFIXES } from '../demos/stylings';
import { loadDemoSource } from './demoSources.server';
import { DOCS_DIR } from './pages.server';

/** What the page renders for a demo before any client code runs. */
export interface PageDemo extends DemoReference {
  readonly id: string;
  /** Path of the demo file in the repository. */
  readonly sourcePath: string;
  /** The stylings the demo comes in (always MUI System; Tailwind and CSS when their files exist). */
  readonly stylings: readonly CodeStyling[];
  /** Server-highlighted TypeScript shown at first: the preview lines, or the full source when open by default. */
  readonly initialCode?: { readonly html: string; readonly kind: 'preview' | 'full' };
}

export interface PageContent extends CompiledMarkdown {
  readonly file: string;
  readonly pageDemos: ReadonlyMap<string, PageDemo>;
}

async function pageDemo(pageDir: string, reference: DemoReference, markdownFile: string): Promise<PageDemo> {
  const sourcePath = `docs/${pageDir}/demos/${reference.name}.tsx`;
  if (!existsSync(join(DOCS_DIR, pageDir, 'demos', `${reference.name}.tsx`))) {
    throw new Error(`${markdownFile}: the demo "${reference.name}" has no file ${sourcePath}.`);
  }
  const id = demoId(pageDir, reference.name);
  const { TS } = await loadDemoSource(id);
  const initialCode = TS.preview
    ? { html: TS.preview.html, kind: 'preview' as const }
    : reference.defaultCodeOpen
      ? { html: TS.html, kind: 'full' as const }
      : undefined;
  const stylings = (Object.keys(STYLING_SUFFIXES) as CodeStyling[]).filter((styling) =>
    existsSync(join(DOCS_DIR, pageDir, 'demos', `${reference.name}${STYLING_SUFFIXES[styling]}.tsx`)),
  );
  return { ...reference, id, sourcePath, stylings, ...(initialCode && { initialCode }) };
}

/** Reads and compiles a page and prepares its demos, once per build worker. */
export const loadPage = cache(async (pathname: string): Promise<PageContent> => {
  const relativeFile = contentFileFor(pathname);
  const file = `docs/${relativeFile}`;
  const source = await readFile(join(DOCS_DIR, relativeFile), 'utf8');
  const compiled = await compileMarkdown(source, file);
  const pageDir = contentDirFor(pathname);
  const demos = await Promise.all(compiled.demos.map((demo) => pageDemo(pageDir, demo, file)));
  return { ...compiled, file, pageDemos: new Map(demos.map((demo) => [demo.name, demo])) };
});
