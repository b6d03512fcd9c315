// Builds each product's v7 → v8 API changes: the v8 documents are the API reference's own
// (.generated/api-docs); the v7 ones are documented the same way from the last v7 release, installed
// under npm aliases (`mui-x-data-grid-v7` for `@mui/x-data-grid`…).
import type ts from 'typescript';
import { documentLeaf, isPlaceholder } from '../api-docs/generate';
import { readJsDoc } from '../api-docs/jsdoc';
import { API_PACKAGES, API_PRODUCTS } from '../api-docs/products';
import { resolveAlias, type ApiProgram } from '../api-docs/program';
import type { ApiDoc, ApiImport, ApiProduct } from '../api-docs/types';
import { diffComponents, diffExports, diffInterfaces, mergeVariants, type ExportInfo } from './diff';
import type { ApiChange } from './types';

/** The alias the last v7 release of a package is installed under: `@mui/x-data-grid` → `mui-x-data-grid-v7`. */
export function v7PackageName(packageName: string): string {
  return `${packageName.replace(/^@mui\//, 'mui-')}-v7`;
}

export const v7Packages = (product: ApiProduct): readonly ApiImport[] =>
  API_PACKAGES[product].map((entry) => ({ ...entry, packageName: v7PackageName(entry.packageName) }));

export const allV7Packages = (): string[] =>
  API_PRODUCTS.flatMap((product) => v7Packages(product).map((entry) => entry.packageName));

/** Every name a product's packages export (placeholders of paid components aside), with its lowest plan. */
function exportsOf(
  packages: readonly ApiImport[],
  program: ApiProgram,
  hrefOf: (name: string) => string | undefined,
): Map<string, ExportInfo> {
  const names = new Map<string, ExportInfo>();
  for (const { packageName, plan } of packages) {
    for (const [name, symbol] of program.exportsOf(packageName)) {
      if (names.has(name)) continue;
      const resolved = resolveAlias(symbol, program.checker);
      if (isPlaceholder(resolved, program.checker)) continue;
      const { deprecated } = readJsDoc(resolved, program.checker);
      const href = hrefOf(name);
      names.set(name, {
        plan: plan ?? 'community',
        ...(deprecated !== undefined && { deprecated }),
        ...(href !== undefined && { href }),
      });
    }
  }
  return names;
}

/** The product a theme key's declaration belongs to, from the package folder it is declared in. */
function productOfDeclaration(symbol: ts.Symbol): ApiProduct | undefined {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  return API_PRODUCTS.find((product) => file.includes(`/x-${product}`) || file.includes(`/mui-x-${product}`));
}

function themeKeys(program: ApiProgram, product: ApiProduct): Set<string> {
  return new Set(
    program.themeProps.filter((symbol) => productOfDeclaration(symbol) === product).map((symbol) => symbol.name),
  );
}

/** Theme keys (`MuiDataGrid`, `MuiPickersDay`…) a product registers in v7 but no longer in v8, and the new ones. */
function diffThemeKeys(v7: ReadonlySet<string>, v8: ReadonlySet<string>): ApiChange[] {
  return [
    ...[...v7]
      .filter((name) => !v8.has(name))
      .map((name): ApiChange => ({ owner: '', kind: 'theme', change: 'removed', name })),
    ...[...v8]
      .filter((name) => !v7.has(name))
      .map((name): ApiChange => ({ owner: '', kind: 'theme', change: 'added', name })),
  ];
}

/** The changes of one product, from its v8 documents and a program over the v7 packages. */
export function productChanges(
  product: ApiProduct,
  v8Docs: readonly ApiDoc[],
  v7Program: ApiProgram,
  v8Program: ApiProgram,
): ApiChange[] {
  const pages = new Map(
    v8Docs.flatMap((doc) => (doc.kind === 'index' || doc.product !== product ? [] : [[doc.importName, doc] as const])),
  );
  const hrefOf = (name: string) => pages.get(name)?.pathname.concat('/');
  const changes = diffExports(
    exportsOf(v7Packages(product), v7Program, () => undefined),
    exportsOf(API_PACKAGES[product], v8Program, hrefOf),
  );
  changes.push(...diffThemeKeys(themeKeys(v7Program, product), themeKeys(v8Program, product)));
  for (const v8 of pages.values()) {
    const v7 = documentLeaf({ pathname: v8.pathname, name: v8.name }, v7Program, v7Packages);
    if ('reason' in v7) continue; // new in v8: listed with the added exports
    if (v7.kind === 'component' && v8.kind === 'component') changes.push(...diffComponents(v7, v8));
    else if (v7.kind === 'interface' && v8.kind === 'interface') changes.push(...diffInterfaces(v7, v8));
  }
  return mergeVariants(changes);
}
