'use client';
import { useEffect, useRef, useState } from 'react';
import { islandStore } from './islandStore';
import { fetchPageDocument, islandFromDocument } from './pageDocuments';

interface HtmlIslandProps {
  readonly islandKey: string;
  readonly page: string;
  readonly className?: string;
  /**
   * The place of an island that every page has (the navigation): after a
   * client-side navigation it shows the previous page's content until its
   * own arrives, instead of nothing.
   */
  readonly slot?: string;
}

/** Tells listeners (filter counts, scroll spy) that an island's content arrived after a client-side navigation. */
export const ISLAND_LOAD_EVENT = 'mui:island-load';

/** What an island shows first, and whether that is already its own content. */
function initialContent(key: string, slot: string | undefined): { html: string; complete: boolean } {
  if (typeof document === 'undefined') return { html: islandStore().get(key) ?? '', complete: true };
  // Hydrating (or the same content already on screen: keys are content hashes).
  const same = document.querySelector(`[data-island="${key}"]`);
  if (same) return { html: same.innerHTML, complete: true };
  const previous = slot === undefined ? null : document.querySelector(`[data-island-slot="${slot}"]`);
  return { html: previous?.innerHTML ?? '', complete: false };
}

/**
 * Renders an island: on the server from the store, when hydrating from the
 * HTML already in the page (so React finds what it expects and never
 * touches it), and after a client-side navigation from the page's HTML,
 * fetched once for all its islands.
 */
export function HtmlIsland({ islandKey, page, className, slot }: HtmlIslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => initialContent(islandKey, slot));

  useEffect(() => {
    const element = ref.current;
    if (!element || initial.complete) return undefined;
    let cancelled = false;
    void fetchPageDocument(page).then((fetchedPage) => {
      if (cancelled) return;
      const fetched = fetchedPage ? islandFromDocument(fetchedPage, islandKey) : undefined;
      // Offline, or the page changed since (a new deployment): load it whole.
      if (fetched === undefined) {
        window.location.reload();
        return;
      }
      element.innerHTML = fetched;
      element.dispatchEvent(new Event(ISLAND_LOAD_EVENT, { bubbles: true }));
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id !== '' && element.querySelector(`[id="${CSS.escape(id)}"]`)) document.getElementById(id)?.scrollIntoView();
    });
    return () => {
      cancelled = true;
    };
  }, [islandKey, page, initial]);

  return (
    <div
      ref={ref}
      data-island={islandKey}
      {...(slot !== undefined && { 'data-island-slot': slot })}
      {...(className !== undefined && { className })}
      dangerouslySetInnerHTML={{ __html: initial.html }}
    />
  );
}
