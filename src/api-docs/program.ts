import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { API_PACKAGES, API_PRODUCTS } from './products';
import type { ApiProduct } from './types';

/** A TypeScript program over the installed packages' declarations, with their exports at hand. */
export interface ApiProgram {
  readonly checker: ts.TypeChecker;
  /** Each package's root exports by name. */
  readonly exportsOf: (packageName: string) => ReadonlyMap<string, ts.Symbol>;
  /** The theme keys the packages register (`MuiDataGrid: DataGridProps`, `MuiDataGrid: GridClassKey`). */
  readonly themeProps: readonly ts.Symbol[];
  readonly themeClassKeys: readonly ts.Symbol[];
}

const ENTRY_NAME = '__api_docs_entry__.ts';

function entrySource(packages: readonly string[]): string {
  const lines = packages.flatMap((name, index) => [
    `export * as p${index} from '${name}';`,
    `export type * as t${index} from '${name}/themeAugmentation';`,
  ]);
  return lines.join('\n');
}

export function resolveAlias(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Every package of every product, in product order. */
export function allPackages(products: readonly ApiProduct[] = API_PRODUCTS): string[] {
  return products.flatMap((product) => API_PACKAGES[product].map((entry) => entry.packageName));
}

/** Builds one program over all the packages (resolved from `root`, the project directory). */
export function createApiProgram(root: string, packages: readonly string[] = allPackages()): ApiProgram {
  const entryFile = join(root, ENTRY_NAME);
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === entryFile
      ? ts.createSourceFile(fileName, entrySource(packages), languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === entryFile || fileExists(fileName);
  const program = ts.createProgram([entryFile], options, host);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryFile);
  const entrySymbol = entry && checker.getSymbolAtLocation(entry);
  if (!entrySymbol) throw new Error('API docs: the entry module could not be read.');
  const entryExports = new Map(checker.getExportsOfModule(entrySymbol).map((symbol) => [symbol.name, symbol]));

  const namespaceExports = new Map<string, ReadonlyMap<string, ts.Symbol>>();
  packages.forEach((name, index) => {
    const namespace = entryExports.get(`p${index}`);
    if (!namespace) throw new Error(`API docs: ${name} could not be resolved from ${root}.`);
    const resolved = checker.getAliasedSymbol(namespace);
    namespaceExports.set(name, new Map(checker.getExportsOfModule(resolved).map((symbol) => [symbol.name, symbol])));
  });

  // Each package's theme augmentation exports interfaces named `…ComponentsPropsList` and `…ComponentNameToClassKey`.
  const augmentations = packages.flatMap((_, index) => {
    const namespace = entryExports.get(`t${index}`);
    return namespace ? checker.getExportsOfModule(resolveAlias(namespace, checker)) : [];
  });
  const themeMembers = (suffix: string): ts.Symbol[] =>
    augmentations
      .filter((symbol) => symbol.name.endsWith(suffix))
      .flatMap((symbol) => checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(resolveAlias(symbol, checker))));

  return {
    checker,
    exportsOf: (packageName) => {
      const exports = namespaceExports.get(packageName);
      if (!exports) throw new Error(`API docs: ${packageName} is not part of the program.`);
      return exports;
    },
    themeProps: themeMembers('ComponentsPropsList'),
    themeClassKeys: themeMembers('ComponentNameToClassKey'),
  };
}

/** The installed version of a package (from its package.json), resolved from `root`. */
export function installedVersion(root: string, packageName: string): string {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = require(manifestPath) as { version?: string };
  return manifest.version ?? 'unknown';
}
