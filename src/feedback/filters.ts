import type { FeedbackFilter } from './types';
import type { Validation } from './validation';

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The filters of the export and of `GET /api/feedback`: `page` (a pathname)
 * and `since` (a date, `2026-01-31`, read as UTC midnight, or an ISO 8601 instant).
 */
export function parseFilter(input: { page?: string | null; since?: string | null }): Validation<FeedbackFilter> {
  const page = input.page?.trim();
  const since = input.since?.trim();
  let sinceDate: Date | undefined;
  if (since) {
    const date = DATE.test(since) ? new Date(since.length === 10 ? `${since}T00:00:00Z` : since) : undefined;
    if (date === undefined || Number.isNaN(date.getTime())) {
      return {
        ok: false,
        error: { field: 'since', message: 'since must be a date (2026-01-31) or an ISO 8601 time.' },
      };
    }
    sinceDate = date;
  }
  if (page !== undefined && page !== '' && !page.startsWith('/')) {
    return { ok: false, error: { field: 'page', message: 'page must be a pathname such as /x/react-data-grid/.' } };
  }
  return {
    ok: true,
    value: {
      ...(page && { pathname: page.endsWith('/') ? page : `${page}/` }),
      ...(sinceDate && { since: sinceDate }),
    },
  };
}
