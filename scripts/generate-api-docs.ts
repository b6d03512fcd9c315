// Generates the API reference documents from the installed packages' type declarations.
// Output: .generated/api-docs/manifest.json and one JSON document per API page of the page tree.
// Cached by package versions and generator sources: an unchanged install costs nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateApiDocs, type ApiLeaf } from '../src/api-docs/generate.ts';
import { API_DOCS_DIR, docFileFor, MANIFEST_FILE, type ApiManifest } from '../src/api-docs/files.ts';
import { allPackages, createApiProgram, installedVersion } from '../src/api-docs/program.ts';
import { flattenPages } from '../src/routing/pageTree.ts';
import { pageTree } from '../src/routing/pageTree.data.ts';

const root = process.cwd();
const outDir = join(root, API_DOCS_DIR);
const started = performance.now();

const leaves: ApiLeaf[] = flattenPages(pageTree)
  .filter((page) => page.node.pathname.startsWith('/x/api/'))
  .map((page) => ({ pathname: page.node.pathname, name: page.title }));

function cacheKey(): string {
  const hash = createHash('sha256');
  for (const name of [...allPackages(), '@mui/material', 'typescript'])
    hash.update(`${name}@${installedVersion(root, name)}\n`);
  const sourceDir = join(root, 'src/api-docs');
  for (const file of readdirSync(sourceDir)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
    .sort()) {
    hash.update(readFileSync(join(sourceDir, file)));
  }
  hash.update(readFileSync(new URL(import.meta.url)));
  hash.update(JSON.stringify(leaves));
  return hash.digest('hex');
}

const key = cacheKey();
const manifestPath = join(outDir, MANIFEST_FILE);
const previous = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ApiManifest) : null;
if (previous?.cacheKey === key && previous.missing.length === 0) {
  console.log(
    `API docs: ${previous.pages.length} pages up to date (cached, ${Math.round(performance.now() - started)} ms).`,
  );
  process.exit(0);
}

const program = createApiProgram(root);
const { docs, missing } = generateApiDocs(leaves, program);
rmSync(outDir, { recursive: true, force: true });
for (const doc of docs) {
  const file = join(outDir, docFileFor(doc.pathname));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}
const manifest: ApiManifest = { cacheKey: key, pages: docs.map((doc) => doc.pathname).sort(), missing };
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`API docs: generated ${docs.length} of ${leaves.length} pages in ${seconds} s.`);
if (missing.length > 0) {
  console.error(`API docs: ${missing.length} page(s) of the page tree could not be generated:`);
  for (const entry of missing) console.error(`  ${entry.pathname}: ${entry.reason}`);
  process.exit(1);
}
