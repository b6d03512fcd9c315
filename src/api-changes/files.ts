import type { ApiProduct } from '../api-docs/types';

/** Where scripts/generate-api-changes.ts writes, relative to the project root. */
export const API_CHANGES_DIR = '.generated/api-changes';

export const changesFileFor = (product: ApiProduct): string => `${product}.json`;
