import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCS_DIR, docFileFor, MANIFEST_FILE, type ApiManifest } from './files';
import type { ApiDoc } from './types';

// Spelled out (not built from API_DOCS_DIR) so the bundler traces only this folder.
const directory = join(process.cwd(), '.generated', 'api-docs');

/** The generator's manifest; a clear error when the documents were never generated. */
export function readApiManifest(): ApiManifest {
  const file = join(directory, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `API docs: ${API_DOCS_DIR}/${MANIFEST_FILE} is missing. Run \`npm run docs:api\` (or \`npm run generate\`).`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ApiManifest;
}

/** The generated document of an API page. */
export function readApiDoc(pathname: string): ApiDoc {
  return JSON.parse(readFileSync(join(directory, docFileFor(pathname)), 'utf8')) as ApiDoc;
}

/** Every generated document, by pathname. */
export function readAllApiDocs(): ReadonlyMap<string, ApiDoc> {
  return new Map(readApiManifest().pages.map((pathname) => [pathname, readApiDoc(pathname)]));
}
