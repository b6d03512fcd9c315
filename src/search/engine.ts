import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { processTerm, tokenizeForIndex, tokenizeQuery } from './tokenize';
import type { SearchDocument, SearchFields, SearchHit } from './types';

/** Bumped when the shape of the serialised index changes. */
export const INDEX_FORMAT = 1;

/** The index as served (`/search-index/<language>.json`). */
export interface SerializedIndex {
  readonly format: typeof INDEX_FORMAT;
  readonly index: AsPlainObject;
}

export type SearchEngine = MiniSearch<SearchDocument>;

const STORED_FIELDS: readonly (keyof SearchFields)[] = ['kind', 'product', 'title', 'parent', 'apiKind', 'planRank'];

/** Typo tolerance for longer words only: short prefixes are already broad. */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);
/**
 * Words are matched as prefixes from three letters on ("sel" finds selection);
 * shorter ones would match most of the index and cost most of a keystroke's
 * budget for nothing useful. A Chinese character is a prefix of its pairs.
 */
const prefix = (term: string) => term.length >= 3 || /\p{Script=Han}/u.test(term);

const OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'parent', 'text', 'code'],
  storeFields: [...STORED_FIELDS],
  tokenize: tokenizeForIndex,
  processTerm,
  searchOptions: {
    tokenize: tokenizeQuery,
    processTerm,
    combineWith: 'AND',
    prefix,
    fuzzy,
    boost: { title: 6, code: 2, parent: 1.5, text: 1 },
  },
};

/** Builds the index of a language at build time. */
export function buildIndex(documents: readonly SearchDocument[]): SerializedIndex {
  const engine = new MiniSearch<SearchDocument>(OPTIONS);
  engine.addAll(documents);
  return { format: INDEX_FORMAT, index: engine.toJSON() };
}

/** Restores a served index in the browser. */
export function loadIndex(serialized: SerializedIndex): SearchEngine {
  if (serialized.format !== INDEX_FORMAT)
    throw new Error(`Search index format ${String(serialized.format)} is not supported.`);
  return MiniSearch.loadJS(serialized.index, OPTIONS);
}

function toHit(result: SearchResult): SearchHit {
  // Stored fields come back as they were stored: the documents' own SearchFields.
  const fields = result as unknown as SearchFields;
  return {
    id: String(result.id),
    kind: fields.kind,
    product: fields.product,
    title: fields.title,
    parent: fields.parent,
    ...(fields.apiKind !== undefined && { apiKind: fields.apiKind }),
    planRank: fields.planRank,
    score: result.score,
    terms: result.terms,
  };
}

/** Raw matches of a query, best first (ranking and grouping happen in rank.ts). */
export function searchIndex(engine: SearchEngine, query: string, combineWith: 'AND' | 'OR' = 'AND'): SearchHit[] {
  return engine.search(query, { combineWith }).map(toHit);
}

/** The stored fields of one entry (suggested pages of the empty state). */
export function entryFields(engine: SearchEngine, id: string): SearchFields | undefined {
  return engine.getStoredFields(id) as SearchFields | undefined;
}
