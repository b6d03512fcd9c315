/** What a demo imports, and the npm packages that makes it depend on. */

export interface DemoImports {
  /** npm package names (scoped names kept, subpaths reduced), sorted. */
  readonly packages: readonly string[];
  /** Relative modules (`./data`), to ship as files alongside the demo. */
  readonly relative: readonly string[];
}

// `import x from 'a'`, `import { a,\n b } from 'a'`, `import 'a'`, `export … from 'a'`, `import('a')`.
const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source file imports, in order of appearance, without duplicates. */
export function importSpecifiers(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const specifiers = [...withoutComments.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? '');
  return [...new Set(specifiers.filter(Boolean))];
}

/** `@mui/x-data-grid/DataGrid` is `@mui/x-data-grid`; `dayjs/locale/fr` is `dayjs`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export function demoImports(source: string): DemoImports {
  const specifiers = importSpecifiers(source);
  const relative = specifiers.filter((specifier) => specifier.startsWith('.'));
  const packages = specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map(packageNameOf);
  return { packages: [...new Set(packages)].sort(), relative };
}

/** A relative module specifier resolved against a folder: `dashboard` + `../shared-theme/AppTheme` → `shared-theme/AppTheme`; null when it climbs above the folder's root. */
export function joinPath(dir: string, specifier: string): string | null {
  const segments = dir ? dir.split('/') : [];
  for (const segment of specifier.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}
