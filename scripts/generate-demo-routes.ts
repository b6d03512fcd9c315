// Writes, for every page with demos (src/demos/demoRoutes.ts):
// - src/demos/pages/<page>.generated.tsx: the client module of its demo loaders;
// - src/app/[lang]/(docs)/(demo-pages)/<pathname>/page.tsx: its own route.
// Next splits client code by route, so a page ships its own demos' loaders
// and no chunk every page loads grows with the number of demos or pages.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { DEMO_FILE, demoRoutes, loadersModuleSource, routeSource, runtimeModuleSource } from '../src/demos/demoRoutes';
import { pageTree } from '../src/routing/pageTree.data';

const root = process.cwd();
const docsDir = join(root, 'docs');
const pagesDir = join(root, 'src/demos/pages');
const routesDir = join(root, 'src/app/[lang]/(docs)/(demo-pages)');

/** Every file under `dir`, as a `/`-separated path relative to `from`. */
function walk(dir: string, from = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path, from) : [relative(from, path).split(sep).join('/')];
  });
}

const files = walk(docsDir);
const demosByDir = new Map<string, string[]>();
for (const file of files.filter(
  (name) => /\/demos\/[^/]+$/.test(name) && DEMO_FILE.test(name.split('/').pop() ?? ''),
)) {
  const dir = file.replace(/\/demos\/[^/]+$/, '');
  demosByDir.set(dir, [...(demosByDir.get(dir) ?? []), file]);
}
const routes = demoRoutes(pageTree, new Set(files), demosByDir);

/**
 * Makes `dir` hold exactly `wanted` (relative path → source): writes only what changed and removes only what is stale,
 * so a running `next dev` does not see every route vanish and come back each time this script runs.
 */
function syncDir(dir: string, wanted: ReadonlyMap<string, string>) {
  const existing = existsSync(dir) ? walk(dir) : [];
  for (const file of existing) if (!wanted.has(file)) rmSync(join(dir, file));
  for (const [file, source] of wanted) {
    const path = join(dir, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === source) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, source);
  }
  removeEmptyDirs(dir);
}

function removeEmptyDirs(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirs(join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

syncDir(
  pagesDir,
  new Map(
    routes.flatMap((route) => [
      [route.loadersModule, loadersModuleSource(route)],
      [route.runtimeModule, runtimeModuleSource(route)],
    ]),
  ),
);
syncDir(routesDir, new Map(routes.map((route) => [route.routeFile, routeSource(route)])));
console.log(`demo routes: ${routes.length} pages, ${routes.reduce((sum, route) => sum + route.demos.length, 0)} demos`);
