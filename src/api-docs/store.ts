import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DOCS_DIR, docFileFor, MANIFEST_FILE, type ApiManifest } from './files';
import type { ApiDoc } from './types';

const directory = (root: string) => join(root, API_DOCS_DIR);

/** The generator's manifest; a clear error when the documents were never generated. */
export function readApiManifest(root: string = process.cwd()): ApiManifest {
  const file = join(directory(root), MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(
      `API docs: ${API_DOCS_DIR}/${MANIFEST_FILE} is missing. Run \`npm run docs:api\` (or \`npm run generate\`).`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ApiManifest;
}

/** The generated document of an API page. */
export function readApiDoc(pathname: string, root: string = process.cwd()): ApiDoc {
  return JSON.parse(readFileSync(join(directory(root), docFileFor(pathname)), 'utf8')) as ApiDoc;
}

/** Every generated document, by pathname. */
export function readAllApiDocs(root: string = process.cwd()): ReadonlyMap<string, ApiDoc> {
  return new Map(readApiManifest(root).pages.map((pathname) => [pathname, readApiDoc(pathname, root)]));
}
