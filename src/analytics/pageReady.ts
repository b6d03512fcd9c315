import { PRODUCT_CATEGORY_ID_META } from './events';

/**
 * Whether the document shows the new page's metadata: after a client
 * navigation Next streams the title and metas in after the page itself, so
 * the page view waits for a title (different from the previous page's) and
 * the product metas.
 */
export function pageMetadataReady(
  doc: Pick<Document, 'title' | 'querySelector'>,
  previousTitle: string | null,
): boolean {
  return (
    doc.title !== '' &&
    doc.title !== previousTitle &&
    doc.querySelector(`meta[name="${PRODUCT_CATEGORY_ID_META}"]`) !== null
  );
}

/**
 * Calls `send` once the page metadata is ready, checking every `intervalMs`;
 * after `timeoutMs` it sends anyway (a page without product metas, or with
 * the same title as the previous one). Returns a cancel function.
 */
export function whenPageMetadataReady(
  ready: () => boolean,
  send: () => void,
  { intervalMs = 50, timeoutMs = 2000 }: { intervalMs?: number; timeoutMs?: number } = {},
): () => void {
  let waited = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (ready() || waited >= timeoutMs) {
      send();
      return;
    }
    waited += intervalMs;
    timer = setTimeout(check, intervalMs);
  };
  timer = setTimeout(check, 0);
  return () => clearTimeout(timer);
}
