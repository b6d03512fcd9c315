import 'server-only';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { DEMO_FILE } from '../demos/demoRoutes';
import { demoImports } from '../demos/imports';
import { extractPreview } from '../demos/preview';
import type { DemoSourcePayload, VariantSource } from '../demos/sourceTypes';
import { highlightToHast } from '../markdown/highlight';
import { toJavaScript } from '../markdown/jsTwin';
import { DOCS_DIR } from './pages.server';

/** Every demo id (`data-grid/overview/OrdersDataGrid`, `charts/overview/KpiCard.tailwind`) under docs/. */
export function allDemoIds(dir = DOCS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allDemoIds(path);
    // A playground's spec is not shown as source: the playground prints the code for its current values.
    if (!dir.endsWith(`${sep}demos`) || !DEMO_FILE.test(entry.name) || entry.name.endsWith('.playground.tsx'))
      return [];
    return [
      relative(DOCS_DIR, path)
        .split(sep)
        .join('/')
        .replace(/\/demos\/([^/]+)\.tsx$/, '/$1'),
    ];
  });
}

async function highlight(code: string, language: string): Promise<string> {
  return toHtml(await highlightToHast(code, language));
}

async function variantSource(marked: string, language: string, files: Record<string, string>): Promise<VariantSource> {
  const { code, preview } = extractPreview(marked);
  return {
    code,
    html: await highlight(code, language),
    ...(preview !== undefined && { preview: { code: preview, html: await highlight(preview, language) } }),
    files,
  };
}

/** The relative modules a demo imports (`./books` is `books.ts`), read from its demos folder, by file name. */
export async function readDemoModules(demosDir: string, source: string, file: string): Promise<Record<string, string>> {
  const modules: Record<string, string> = {};
  for (const specifier of demoImports(source).relative) {
    const candidates = /\.\w+$/.test(specifier) ? [specifier] : [`${specifier}.ts`, `${specifier}.tsx`];
    const found = candidates.find((candidate) => existsSync(join(demosDir, candidate)));
    if (!found) throw new Error(`${file}: cannot find the module "${specifier}" next to the demo.`);
    modules[found] = await readFile(join(demosDir, found), 'utf8');
  }
  return modules;
}

/** The relative modules a demo imports, with their JavaScript twins. */
async function relativeFiles(demosDir: string, source: string, file: string) {
  const ts = await readDemoModules(demosDir, source, file);
  const js: Record<string, string> = {};
  for (const [found, content] of Object.entries(ts)) {
    if (/\.tsx?$/.test(found)) js[found.replace(/\.ts(x?)$/, '.js$1')] = await toJavaScript(content, found);
    else js[found] = content;
  }
  return { ts, js };
}

/** Where a demo's file is: `data-grid/overview/OrdersDataGrid` is `docs/data-grid/overview/demos/OrdersDataGrid.tsx`. */
function demoFile(id: string) {
  const slash = id.lastIndexOf('/');
  const pageDir = id.slice(0, slash);
  const name = id.slice(slash + 1);
  const demosDir = join(DOCS_DIR, pageDir, 'demos');
  return { name, demosDir, file: `docs/${pageDir}/demos/${name}.tsx`, path: join(demosDir, `${name}.tsx`) };
}

/** The highlighted TypeScript a page shows of a demo before any client code runs. */
export interface InitialCode {
  readonly html: string;
  /** The preview lines, or the full source (a demo open by default that marks no preview). */
  readonly kind: 'preview' | 'full';
}

/**
 * What a page shows of a demo's code as it loads: its preview lines, highlighted, or its whole source when it is open by
 * default; nothing otherwise. The same HTML as `loadDemoSource`'s, without the JavaScript twin and the other
 * highlightings, which only "Show code" fetches (the page and its Chinese twin each render every demo of the page).
 */
export async function loadInitialCode(id: string, defaultCodeOpen: boolean): Promise<InitialCode | undefined> {
  const { code, preview } = extractPreview(await readFile(demoFile(id).path, 'utf8'));
  if (preview !== undefined) return { html: await highlight(preview, 'tsx'), kind: 'preview' };
  return defaultCodeOpen ? { html: await highlight(code, 'tsx'), kind: 'full' } : undefined;
}

/** Reads a demo, generates its JavaScript twin and highlights both (the payload "Show code" fetches). */
export async function loadDemoSource(id: string): Promise<DemoSourcePayload> {
  const { name, demosDir, file, path } = demoFile(id);
  const marked = await readFile(path, 'utf8');
  const [jsMarked, files] = await Promise.all([toJavaScript(marked, file), relativeFiles(demosDir, marked, file)]);
  const [TS, JS] = await Promise.all([
    variantSource(marked, 'tsx', files.ts),
    variantSource(jsMarked, 'jsx', files.js),
  ]);
  return { id, name, TS, JS };
}
