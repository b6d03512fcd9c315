import 'server-only';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { cache } from 'react';
import { highlightToHast } from '../markdown/highlight';
import { toJavaScript } from '../markdown/jsTwin';
import { templateBySlug } from './catalog';
import { collectTemplateFiles, relativeToFolder, type TemplateFile } from './sources';
import type { TemplateSourceFile, TemplateSourcePayload } from './sourceTypes';

export const TEMPLATES_DIR = join(process.cwd(), 'docs', 'templates');

function readTemplateFile(path: string): string | undefined {
  const full = join(TEMPLATES_DIR, path);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
}

/** The TypeScript files of a template, entry first (paths under `docs/templates/`). */
export function templateFiles(slug: string): TemplateFile[] {
  const template = templateBySlug(slug);
  if (!template) throw new Error(`No template "${slug}".`);
  return collectTemplateFiles(`${slug}/${template.component}.tsx`, readTemplateFile);
}

async function sourceFile(path: string, code: string): Promise<TemplateSourceFile> {
  const language = path.endsWith('x') ? (path.endsWith('.jsx') ? 'jsx' : 'tsx') : path.endsWith('.js') ? 'js' : 'ts';
  return { path, code, html: toHtml(await highlightToHast(code, language)) };
}

/** A template's files in TypeScript and JavaScript, highlighted: read once per build worker. */
export const loadTemplateSource = cache(async (slug: string): Promise<TemplateSourcePayload> => {
  const template = templateBySlug(slug);
  if (!template) throw new Error(`No template "${slug}".`);
  const files = templateFiles(slug);
  const TS = await Promise.all(files.map((file) => sourceFile(relativeToFolder(slug, file.path), file.code)));
  const twins = await Promise.all(
    files.map(async (file) => ({
      path: file.path.replace(/\.ts(x?)$/, '.js$1'),
      code: await toJavaScript(file.code, file.path),
    })),
  );
  const JS = await Promise.all(
    twins
      .filter((twin) => twin.code.trim() !== '')
      .map((twin) => sourceFile(relativeToFolder(slug, twin.path), twin.code)),
  );
  return { slug, component: template.component, TS, JS };
});
