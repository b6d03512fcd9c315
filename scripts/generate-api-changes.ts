// Generates the v7 → v8 API changes of each product (the migration pages' tables) by comparing the
// API documents of the last v7 release (installed under npm aliases) with those of the pinned v8
// packages. Output: .generated/api-changes/<product>.json. Cached like the API reference: by package
// versions and generator sources; run after scripts/generate-api-docs.ts, whose documents it reads.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { productChanges, allV7Packages, v7Packages } from '../src/api-changes/generate.ts';
import { API_CHANGES_DIR, changesFileFor } from '../src/api-changes/files.ts';
import type { ApiChangeSet } from '../src/api-changes/types.ts';
import { API_PACKAGES, API_PRODUCTS } from '../src/api-docs/products.ts';
import { allPackages, createApiProgram, installedVersion } from '../src/api-docs/program.ts';
import { readAllApiDocs, readApiManifest } from '../src/api-docs/store.ts';

const root = process.cwd();
const outDir = join(root, API_CHANGES_DIR);
const started = performance.now();

function cacheKey(): string {
  const hash = createHash('sha256');
  hash.update(readApiManifest().cacheKey);
  for (const name of allV7Packages()) hash.update(`${name}@${installedVersion(root, name)}\n`);
  for (const dir of ['src/api-changes', 'src/api-docs']) {
    for (const file of readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .sort()) {
      hash.update(readFileSync(join(root, dir, file)));
    }
  }
  hash.update(readFileSync(new URL(import.meta.url)));
  return hash.digest('hex');
}

const key = cacheKey();
const keyFile = join(outDir, 'cache-key.txt');
if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
  console.log(`API changes: up to date (cached, ${Math.round(performance.now() - started)} ms).`);
  process.exit(0);
}

const v8Docs = [...readAllApiDocs().values()];
const v7Program = createApiProgram(root, allV7Packages());
const v8Program = createApiProgram(root, allPackages());
mkdirSync(outDir, { recursive: true });
const versions = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, installedVersion(root, name)]));
let total = 0;
for (const product of API_PRODUCTS) {
  const changes = productChanges(product, v8Docs, v7Program, v8Program);
  total += changes.length;
  const set: ApiChangeSet = {
    product,
    from: versions(v7Packages(product).map((entry) => entry.packageName)),
    to: versions(API_PACKAGES[product].map((entry) => entry.packageName)),
    changes,
  };
  writeFileSync(join(outDir, changesFileFor(product)), `${JSON.stringify(set, null, 1)}\n`);
}
writeFileSync(keyFile, key);
console.log(`API changes: ${total} v7 → v8 changes in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
