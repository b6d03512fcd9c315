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
import { loadInitialCode, type InitialCode } from './demoSources.server';
import { DEFAULT_LANGUAGE, type Language } from '../site/languages';
import { DOCS_DIR } from './pages.server';
import type { PlaygroundControl } from '../playground/controls';
import { resolvePlaygroundControls } from '../playground/resolveControls.server';

/** What the page renders for a demo before any client code runs. */
export interface PageDemo extends DemoReference {
  readonly id: string;
  /** Path of the demo file in the repository. */
  readonly sourcePath: string;
  /** The stylings the demo comes in (always MUI System; Tailwind and CSS when their files exist). */
  readonly stylings: readonly CodeStyling[];
  /** Server-highlighted TypeScript shown at first: the preview lines, or the full source when open by default. */
  readonly initialCode?: InitialCode;
  /** A playground's controls, resolved from the API reference. */
  readonly playgroundControls?: readonly PlaygroundControl[];
}

export interface PageContent extends CompiledMarkdown {
  readonly file: string;
  /** False when the page's language has no translation and English is shown instead. */
  readonly translated: boolean;
  readonly pageDemos: ReadonlyMap<string, PageDemo>;
}

function pagePlayground(pageDir: string, reference: DemoReference, markdownFile: string): PageDemo {
  const file = `${reference.name}.playground.tsx`;
  const sourcePath = `docs/${pageDir}/demos/${file}`;
  if (!existsSync(join(DOCS_DIR, pageDir, 'demos', file))) {
    throw new Error(`${markdownFile}: the playground "${reference.name}" has no file ${sourcePath}.`);
  }
  const product = pageDir.split('/')[0] ?? '';
  return {
    ...reference,
    id: demoId(pageDir, `${reference.name}.playground`),
    sourcePath,
    stylings: ['MUI System'],
    playgroundControls: resolvePlaygroundControls(product, reference.playground!, markdownFile),
  };
}

async function pageDemo(pageDir: string, reference: DemoReference, markdownFile: string): Promise<PageDemo> {
  if (reference.playground) return pagePlayground(pageDir, reference, markdownFile);
  const sourcePath = `docs/${pageDir}/demos/${reference.name}.tsx`;
  if (!existsSync(join(DOCS_DIR, pageDir, 'demos', `${reference.name}.tsx`))) {
    throw new Error(`${markdownFile}: the demo "${reference.name}" has no file ${sourcePath}.`);
  }
  const id = demoId(pageDir, reference.name);
  const initialCode = await loadInitialCode(id, reference.defaultCodeOpen === true);
  const stylings = (Object.keys(STYLING_SUFFIXES) as CodeStyling[]).filter((styling) =>
    existsSync(join(DOCS_DIR, pageDir, 'demos', `${reference.name}${STYLING_SUFFIXES[styling]}.tsx`)),
  );
  return { ...reference, id, sourcePath, stylings, ...(initialCode && { initialCode }) };
}

/** The page's file in a language: `sorting.zh.md` beside `sorting.md`, when it exists. */
export function localizedFile(relativeFile: string, language: Language): { relativeFile: string; translated: boolean } {
  if (language === DEFAULT_LANGUAGE) return { relativeFile, translated: true };
  const translation = relativeFile.replace(/\.md$/, `.${language}.md`);
  return existsSync(join(DOCS_DIR, translation))
    ? { relativeFile: translation, translated: true }
    : { relativeFile, translated: false };
}

/**
 * Reads and compiles a page's Markdown (in its language when translated), once per build worker; `plainCode` leaves
 * code blocks unhighlighted, for the search index.
 */
export const loadPageMarkdown = cache(
  async (
    pathname: string,
    language: Language = DEFAULT_LANGUAGE,
    plainCode = false,
  ): Promise<CompiledMarkdown & { file: string; translated: boolean }> => {
    const { relativeFile, translated } = localizedFile(contentFileFor(pathname), language);
    const file = `docs/${relativeFile}`;
    const source = await readFile(join(DOCS_DIR, relativeFile), 'utf8');
    return { ...(await compileMarkdown(source, file, { plainCode })), file, translated };
  },
);

/** A page ready to render: its compiled Markdown and its demos with their highlighted sources. */
export const loadPage = cache(async (pathname: string, language: Language = DEFAULT_LANGUAGE): Promise<PageContent> => {
  const compiled = await loadPageMarkdown(pathname, language);
  const pageDir = contentDirFor(pathname);
  const demos = await Promise.all(compiled.demos.map((demo) => pageDemo(pageDir, demo, compiled.file)));
  return { ...compiled, pageDemos: new Map(demos.map((demo) => [demo.name, demo])) };
});
