import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cache } from 'react';
import type { Element } from 'hast';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile';
import { contentDirFor, contentFileFor, demoId } from '../markdown/contentPath';
import { highlightToHast } from '../markdown/highlight';
import { toJavaScript } from '../markdown/jsTwin';
import { DOCS_DIR } from './pages.server';

export interface DemoSource {
  readonly id: string;
  readonly name: string;
  readonly height?: number;
  readonly ts: { readonly code: string; readonly hast: Element };
  readonly js: { readonly code: string; readonly hast: Element };
}

export interface PageContent extends CompiledMarkdown {
  readonly file: string;
  readonly demoSources: ReadonlyMap<string, DemoSource>;
}

async function loadDemo(
  pageDir: string,
  name: string,
  height: number | undefined,
  markdownFile: string,
): Promise<DemoSource> {
  const file = `docs/${pageDir}/demos/${name}.tsx`;
  let tsCode: string;
  try {
    tsCode = await readFile(join(DOCS_DIR, pageDir, 'demos', `${name}.tsx`), 'utf8');
  } catch {
    throw new Error(`${markdownFile}: the demo "${name}" has no file ${file}.`);
  }
  const jsCode = await toJavaScript(tsCode, file);
  const [tsHast, jsHast] = await Promise.all([highlightToHast(tsCode, 'tsx'), highlightToHast(jsCode, 'jsx')]);
  return {
    id: demoId(pageDir, name),
    name,
    ...(height !== undefined && { height }),
    ts: { code: tsCode, hast: tsHast },
    js: { code: jsCode, hast: jsHast },
  };
}

/** Reads and compiles a page and its demos, once per build worker. */
export const loadPage = cache(async (pathname: string): Promise<PageContent> => {
  const relativeFile = contentFileFor(pathname);
  const file = `docs/${relativeFile}`;
  const source = await readFile(join(DOCS_DIR, relativeFile), 'utf8');
  const compiled = await compileMarkdown(source, file);
  const pageDir = contentDirFor(pathname);
  const demos = await Promise.all(compiled.demos.map((demo) => loadDemo(pageDir, demo.name, demo.height, file)));
  return { ...compiled, file, demoSources: new Map(demos.map((demo) => [demo.name, demo])) };
});
