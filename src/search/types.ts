import type { ProductId } from '../site/config';

/** What a result points at: a whole page, a section of a page (a heading), or an API reference entry. */
export type SearchKind = 'page' | 'section' | 'api';

/** The kind of API reference entry; `component` and `interface` are the pages themselves. */
export type ApiEntryKind = 'component' | 'interface' | 'prop' | 'slot' | 'class' | 'property' | 'method';

/** The fields every result carries to the browser (stored in the index). */
export interface SearchFields {
  readonly kind: SearchKind;
  readonly product: ProductId | null;
  /** The page title, the heading, or the API entry's name. */
  readonly title: string;
  /** The page a section belongs to, or the component/interface an API entry belongs to ('' for pages). */
  readonly parent: string;
  /** For API entries: which kind of entry. */
  readonly apiKind?: ApiEntryKind;
  /** 0 for the free plan, 1 Pro, 2 Premium: breaks ties between identical entries of several packages. */
  readonly planRank: number;
}

/** One entry of the index, as built on the server. */
export interface SearchDocument extends SearchFields {
  /** The language-neutral URL of the result, with its fragment: `/x/react-data-grid/sorting/#sort-model`. */
  readonly id: string;
  /** Prose of the page or section (not shipped as such: only indexed). */
  readonly text: string;
  /** Identifiers from inline code and code blocks, space-separated. */
  readonly code: string;
}

/** A result as the dialog shows it. */
export interface SearchHit extends SearchFields {
  readonly id: string;
  readonly score: number;
  /** The query terms that matched, as indexed (for highlighting). */
  readonly terms: readonly string[];
}
