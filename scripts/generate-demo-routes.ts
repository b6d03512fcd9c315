// Writes, for every page with demos (src/demos/demoRoutes.ts):
// - src/demos/pages/<page>.generated.tsx: the client module of its demo loaders;
// - src/app/[lang]/(docs)/(demo-pages)/<pathname>/page.tsx: its own route.
// Next splits client code by route, so a page ships its own demos' loaders
// and no chunk every page loads grows with the number of demos or pages.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { demoRoutes, loadersModuleSource, routeSource } from '../src/demos/demoRoutes';
import { pageTree } from '../src/routing/pageTree.data';

const root = process.cwd();
const docsDir = join(root, 'docs');
const pagesDir = join(root, 'src/demos/pages');
const routesDir = join(root, 'src/app/[lang]/(docs)/(demo-pages)');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [relative(docsDir, path).split(sep).join('/')];
  });
}

const files = walk(docsDir);
const demosByDir = new Map<string, string[]>();
for (const file of files.filter((name) => /\/demos\/[^/]+\.tsx$/.test(name))) {
  const dir = file.replace(/\/demos\/[^/]+$/, '');
  demosByDir.set(dir, [...(demosByDir.get(dir) ?? []), file]);
}
const routes = demoRoutes(pageTree, new Set(files), demosByDir);

for (const dir of [pagesDir, routesDir]) rmSync(dir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
for (const route of routes) {
  writeFileSync(join(pagesDir, route.loadersModule), loadersModuleSource(route));
  const routeFile = join(routesDir, route.routeFile);
  if (!existsSync(dirname(routeFile))) mkdirSync(dirname(routeFile), { recursive: true });
  writeFileSync(routeFile, routeSource(route));
}
console.log(`demo routes: ${routes.length} pages, ${routes.reduce((sum, route) => sum + route.demos.length, 0)} demos`);
