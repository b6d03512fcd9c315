import type { GridSortModel } from '@mui/x-data-grid';
import { books, type Book } from './books';

// A pretend back end: the "database" is the in-memory `books` array, and every
// request takes 600 ms. It sorts the way ORDER BY … NULLS LAST would.
const DELAY_MS = 600;

type SortableField = 'title' | 'author' | 'genre' | 'published' | 'pages' | 'price' | 'rating';

function compareValues(a: NonNullable<Book[SortableField]>, b: NonNullable<Book[SortableField]>): number {
  if (typeof a === 'string' && typeof b === 'string') {
    return a.localeCompare(b, 'en');
  }
  return Number(a) - Number(b);
}

export interface FetchOptions {
  /** Makes the request fail, to show the grid's error handling. */
  fail?: boolean;
}

export function fetchBooks(sortModel: GridSortModel, { fail = false }: FetchOptions = {}): Promise<Book[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('Server error 503'));
        return;
      }
      const sorted = [...books].sort((rowA, rowB) => {
        for (const { field, sort } of sortModel) {
          if (sort == null || !(field in rowA)) {
            continue;
          }
          const a = rowA[field as SortableField];
          const b = rowB[field as SortableField];
          if (a == null || b == null) {
            const nullsLast = Number(a == null) - Number(b == null);
            if (nullsLast !== 0) {
              return nullsLast;
            }
            continue;
          }
          const result = compareValues(a, b);
          if (result !== 0) {
            return sort === 'desc' ? -result : result;
          }
        }
        return 0;
      });
      resolve(sorted);
    }, DELAY_MS);
  });
}
