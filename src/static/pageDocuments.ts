/**
 * The HTML of pages reached by client-side navigation, fetched once per page
 * and shared by its islands. `prefetchPageDocument` starts the fetch at the
 * click, beside Next's own request, so the two travel together.
 */
const documents = new Map<string, Promise<Document | null>>();
/** Pages kept: enough for back and forward between recent pages. */
const KEPT = 5;

export function fetchPageDocument(page: string): Promise<Document | null> {
  let pending = documents.get(page);
  if (!pending) {
    pending = fetch(page, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => new DOMParser().parseFromString(text, 'text/html'))
      .catch(() => {
        documents.delete(page);
        return null;
      });
    documents.set(page, pending);
    for (const old of [...documents.keys()].slice(0, -KEPT)) documents.delete(old);
  }
  return pending;
}

export const prefetchPageDocument = (page: string): void => void fetchPageDocument(page);

/** The HTML of an island in a parsed page, or undefined when the page has no such island. */
export function islandFromDocument(document: Document, key: string): string | undefined {
  return document.querySelector(`[data-island="${key}"]`)?.innerHTML;
}
