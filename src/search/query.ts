import { getProductInfoFromUrl } from '../routing/product';
import type { ProductId } from '../site/config';
import { searchIndex, type SearchEngine } from './engine';
import { groupHits, rankHits, type ResultGroup } from './rank';
import type { SearchHit } from './types';

/** The grouped results of a query typed in the dialog: every word must match. */
export function searchGroups(engine: SearchEngine, query: string, currentProduct: ProductId | null): ResultGroup[] {
  if (query.trim() === '') return [];
  return groupHits(rankHits(searchIndex(engine, query), query), currentProduct);
}

/** Path segments that say nothing about what a reader looked for. */
const PATH_NOISE = new Set(['x', 'react', 'api', 'docs', 'html', 'index']);
/** The product part of a path (`/x/react-data-grid`, `/x/api/charts`): it names the product, not the page. */
const PRODUCT_PART = /^\/x\/(?:react-[a-z-]+?|api\/[a-z-]+?)(?=\/|$)/;

/** The words of a missing page's path, after its product: `/x/react-data-grid/sortin/` → "sortin". */
export function wordsOfPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: read the path as it is.
  }
  const rest = getProductInfoFromUrl(decoded).productId === null ? decoded : decoded.replace(PRODUCT_PART, '');
  return rest
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !PATH_NOISE.has(word.toLowerCase()))
    .join(' ');
}

const KIND_ORDER = { page: 0, section: 1, api: 2 } as const;

/**
 * Suggestions for a missing (unprefixed) path: entries matching any word of
 * the path after its product; a missing URL was most likely a page, so pages
 * come before sections and API entries, and the path's product first.
 */
export function suggestForPath(engine: SearchEngine, pathname: string, limit = 6): SearchHit[] {
  const query = wordsOfPath(pathname);
  if (query === '') return [];
  const product = getProductInfoFromUrl(pathname).productId;
  const pagesFirst = rankHits(searchIndex(engine, query, 'OR'), query).sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
  return groupHits(pagesFirst, product, { perGroup: limit, total: limit }).flatMap((group) => group.hits);
}
