import ts from 'typescript';
import { documentComponent, documentInterface, isComponentSymbol } from './document';
import { API_PACKAGES, API_PRODUCTS, apiProductOf, isApiIndexPathname } from './products';
import { resolveAlias, type ApiProgram } from './program';
import type { ApiDoc, ApiImport, ApiIndexEntry, ApiProduct } from './types';

/** An API page the page tree asks for: its pathname and the exported name it documents. */
export interface ApiLeaf {
  readonly pathname: string;
  readonly name: string;
}

export interface MissingApiPage {
  readonly pathname: string;
  readonly reason: string;
}

export interface ApiGeneration {
  readonly docs: readonly ApiDoc[];
  readonly missing: readonly MissingApiPage[];
}

/** The exported components of a product's packages that have a props type of their own name. */
function exportedComponents(product: ApiProduct, program: ApiProgram): string[] {
  const names = new Set<string>();
  for (const { packageName } of API_PACKAGES[product]) {
    const exports = program.exportsOf(packageName);
    for (const [name, symbol] of exports) {
      const component = name.replace(/^Unstable_/, '');
      if (!/^[A-Z]/.test(component) || !exports.has(`${component}Props`)) continue;
      const resolved = resolveAlias(symbol, program.checker);
      if (isComponentSymbol(resolved, program.checker) && !isPlaceholder(resolved, program.checker))
        names.add(component);
    }
  }
  return [...names];
}

/** A free package's stand-in for a paid component (`function DataGridPremium(): null`) does not count as exporting it. */
export function isPlaceholder(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  if ((symbol.flags & ts.SymbolFlags.Function) === 0) return false;
  const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
  return signatures.every(
    (signature) => signature.parameters.length === 0 && signature.getReturnType().flags & ts.TypeFlags.Null,
  );
}

/** Documents one API page's name from `packages` (by default its product's; the migration tables pass the v7 ones). */
export function documentLeaf(
  leaf: ApiLeaf,
  program: ApiProgram,
  packagesOf: (product: ApiProduct) => readonly ApiImport[] = (product) => API_PACKAGES[product],
): ApiDoc | MissingApiPage {
  const product = apiProductOf(leaf.pathname);
  if (product === null) return { pathname: leaf.pathname, reason: 'the pathname names no product' };
  const packages = packagesOf(product);
  const exportedBy = (name: string): ApiImport[] =>
    packages.filter((entry) => {
      const symbol = program.exportsOf(entry.packageName).get(name);
      return symbol !== undefined && !isPlaceholder(resolveAlias(symbol, program.checker), program.checker);
    });
  // Unstable components are exported with a prefix until their API settles.
  const importName = [leaf.name, `Unstable_${leaf.name}`].find((name) => exportedBy(name).length > 0);
  if (importName === undefined) {
    const names = packages.map((entry) => entry.packageName).join(', ');
    return { pathname: leaf.pathname, reason: `${leaf.name} is not exported by ${names}` };
  }
  const imports = exportedBy(importName);
  const first = imports[0]!;
  const symbol = resolveAlias(program.exportsOf(first.packageName).get(importName)!, program.checker);
  const base = { name: leaf.name, importName, pathname: leaf.pathname, product, plan: first.plan, imports };
  if (isComponentSymbol(symbol, program.checker)) return documentComponent(symbol, base, program);
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    return documentInterface(symbol, base, program);
  }
  return { pathname: leaf.pathname, reason: `${leaf.name} is neither a component nor a type` };
}

/** Documents every API leaf of the page tree, then each product's index of what was documented. */
export function generateApiDocs(leaves: readonly ApiLeaf[], program: ApiProgram): ApiGeneration {
  const docs: ApiDoc[] = [];
  const missing: MissingApiPage[] = [];
  for (const leaf of leaves.filter((candidate) => !isApiIndexPathname(candidate.pathname))) {
    const result = documentLeaf(leaf, program);
    if ('reason' in result) missing.push(result);
    else docs.push(result);
  }
  for (const leaf of leaves.filter((candidate) => isApiIndexPathname(candidate.pathname))) {
    const product = apiProductOf(leaf.pathname)!;
    const entries = docs.flatMap((doc): ApiIndexEntry[] =>
      doc.kind !== 'index' && doc.product === product
        ? [{ name: doc.name, pathname: doc.pathname, kind: doc.kind, plan: doc.plan }]
        : [],
    );
    docs.push({ kind: 'index', product, pathname: leaf.pathname, entries });
  }
  return { docs, missing };
}

/** Components the packages export (with a `<Name>Props` type) that the page tree has no page for, as `product:Name`. */
export function unlistedComponents(leaves: readonly ApiLeaf[], program: ApiProgram): string[] {
  const listed = new Set(leaves.map((leaf) => `${apiProductOf(leaf.pathname)}:${leaf.name}`));
  return API_PRODUCTS.flatMap((product) =>
    exportedComponents(product, program)
      .filter((name) => !listed.has(`${product}:${name}`))
      .map((name) => `${product}:${name}`),
  ).sort();
}
