import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiProduct } from '../api-docs/types';
import { API_CHANGES_DIR, changesFileFor } from './files';
import type { ApiChangeSet } from './types';

// Spelled out (not built from API_CHANGES_DIR) so the bundler traces only this folder.
const directory = join(process.cwd(), '.generated', 'api-changes');

/** A product's generated v7 → v8 changes; a clear error when they were never generated. */
export function readApiChanges(product: ApiProduct): ApiChangeSet {
  const file = join(directory, changesFileFor(product));
  if (!existsSync(file)) {
    throw new Error(`API changes: ${API_CHANGES_DIR}/${changesFileFor(product)} is missing. Run \`npm run generate\`.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ApiChangeSet;
}
