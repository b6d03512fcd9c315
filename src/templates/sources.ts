import { demoImports, joinPath } from '../demos/imports';

/** A source file of a template, by its path under `docs/templates/` (`dashboard/data.ts`). */
export interface TemplateFile {
  readonly path: string;
  readonly code: string;
}

const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

const dirOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/**
 * The files a template is made of: its entry, then every module it imports relatively, transitively (its own
 * folder's modules, then the shared theme's), each once. `read` returns a file's text, or undefined when there is
 * no such file; an import that resolves to nothing is an error naming the importing file.
 */
export function collectTemplateFiles(entry: string, read: (path: string) => string | undefined): TemplateFile[] {
  const found = new Map<string, string>();
  const visit = (path: string) => {
    if (found.has(path)) return;
    const code = read(path);
    if (code === undefined) throw new Error(`Template file not found: docs/templates/${path}.`);
    found.set(path, code);
    for (const specifier of demoImports(code).relative) {
      const base = joinPath(dirOf(path), specifier);
      const resolved =
        base === null ? undefined : EXTENSIONS.map((ext) => base + ext).find((c) => read(c) !== undefined);
      if (!resolved) throw new Error(`docs/templates/${path}: cannot resolve "${specifier}" inside docs/templates/.`);
      visit(resolved);
    }
  };
  visit(entry);
  const folder = entry.split('/')[0] ?? '';
  const [first, ...rest] = [...found].map(([path, code]) => ({ path, code }));
  const own = rest.filter((file) => file.path.startsWith(`${folder}/`));
  const shared = rest.filter((file) => !file.path.startsWith(`${folder}/`));
  const byPath = (a: TemplateFile, b: TemplateFile) => a.path.localeCompare(b.path);
  return first ? [first, ...own.sort(byPath), ...shared.sort(byPath)] : [];
}

/** A path relative to the template's folder, as the entry imports it (`./data.ts`, `../shared-theme/AppTheme.tsx`). */
export function relativeToFolder(folder: string, path: string): string {
  return path.startsWith(`${folder}/`) ? `./${path.slice(folder.length + 1)}` : `../${path}`;
}
