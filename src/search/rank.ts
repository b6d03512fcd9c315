import type { ProductId } from '../site/config';
import { shortTitle } from './shortTitle';
import type { SearchHit, SearchKind } from './types';

export interface ResultGroup {
  readonly product: ProductId | null;
  readonly kind: SearchKind;
  readonly hits: readonly SearchHit[];
}

export interface GroupLimits {
  readonly perGroup: number;
  readonly total: number;
}

const DEFAULT_LIMITS: GroupLimits = { perGroup: 5, total: 30 };

/** Letters and digits only, lower case: `checkboxSelection` and "checkbox selection" compare equal. */
const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The forms of a query a title is compared with: as typed, and without a product prefix ("Data Grid - Sorting"). */
const titleForms = (query: string) =>
  [...new Set([normalize(query), normalize(shortTitle(query))])].filter((form) => form !== '');

function scoreWith(hit: SearchHit, wanted: readonly string[]): number {
  const title = normalize(hit.title);
  const titleFactor = wanted.includes(title) ? 4 : wanted.some((form) => title.startsWith(form)) ? 1.5 : 1;
  const kindFactor = hit.kind === 'section' ? 1 : 1.2;
  return hit.score * titleFactor * kindFactor * (1 - 0.05 * hit.planRank);
}

/**
 * The relevance of a hit beyond the engine's text score: a title equal to the
 * query counts most, then a title starting with it; a page beats a section of
 * the same name; among identical API entries the free package comes first.
 * A query typed as a page's full heading ("Date and Time Pickers - Fields")
 * compares with the title results show ("Fields").
 */
export function adjustedScore(hit: SearchHit, query: string): number {
  return scoreWith(hit, titleForms(query));
}

/** Hits best first by adjusted score (the query's forms worked out once, not per hit). */
export function rankHits(hits: readonly SearchHit[], query: string): SearchHit[] {
  const wanted = titleForms(query);
  return hits
    .map((hit) => ({ ...hit, score: scoreWith(hit, wanted) }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Ranked hits grouped by product, then by kind (page, section, API). The
 * current product's groups come first; other products, and the kinds within
 * a product, follow the order of their best hit. Each group and the whole
 * list are capped.
 */
export function groupHits(
  ranked: readonly SearchHit[],
  currentProduct: ProductId | null,
  limits: GroupLimits = DEFAULT_LIMITS,
): ResultGroup[] {
  // Map keeps insertion order, so groups come out in the order of their best (first) hit.
  const byProduct = [...groupBy(ranked, (hit) => hit.product)];
  const current = byProduct.filter(([product]) => product === currentProduct && product !== null);
  const others = byProduct.filter(([product]) => product !== currentProduct || product === null);
  const groups: ResultGroup[] = [];
  let room = limits.total;
  for (const [product, hits] of [...current, ...others]) {
    for (const [kind, kindHits] of groupBy(hits, (hit) => hit.kind)) {
      if (room === 0) return groups;
      const kept = kindHits.slice(0, Math.min(limits.perGroup, room));
      room -= kept.length;
      groups.push({ product, kind, hits: kept });
    }
  }
  return groups;
}
