import type { MissingApiPage } from './generate';

/** Where the generator writes, relative to the project root. */
export const API_DOCS_DIR = '.generated/api-docs';
export const MANIFEST_FILE = 'manifest.json';

export interface ApiManifest {
  /** Package versions and generator sources the documents were made from. */
  readonly cacheKey: string;
  /** Every generated page, sorted. */
  readonly pages: readonly string[];
  /** Pages of the page tree that could not be generated, with the reason. */
  readonly missing: readonly MissingApiPage[];
}

/** The document of an API page, relative to API_DOCS_DIR: `/x/api/data-grid/data-grid` → `data-grid/data-grid.json`. */
export function docFileFor(pathname: string): string {
  return `${pathname.replace(/^\/x\/api\//, '').replace(/\/$/, '')}.json`;
}
