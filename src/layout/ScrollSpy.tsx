'use client';
import { useEffect } from 'react';
import { ISLAND_LOAD_EVENT } from '../static/HtmlIsland';
import { activeHeadingId } from './scrollSpy';

/**
 * Marks the table of contents' link of the section being read
 * (`aria-current="location"`) and keeps it in sight when the contents scroll
 * on their own. It works on the server-rendered links: no list in the client.
 */
export function ScrollSpy({ tocId, page }: { tocId: string; page: string }) {
  useEffect(() => {
    const toc = document.getElementById(tocId);
    if (!toc) return undefined;
    let links: HTMLAnchorElement[] = [];
    let headings: HTMLElement[] = [];
    const collect = () => {
      links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
      headings = links
        .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
        .filter((element): element is HTMLElement => element !== null);
    };
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const activeId = activeHeadingId(
          // Entries a filter hides have no box and must not count as read.
          headings
            .filter((heading) => heading.offsetParent !== null)
            .map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top })),
        );
        let current: HTMLAnchorElement | undefined;
        for (const link of links) {
          const active = activeId !== undefined && decodeURIComponent(link.hash.slice(1)) === activeId;
          if (active) current = link;
          if (active) link.setAttribute('aria-current', 'location');
          else link.removeAttribute('aria-current');
        }
        // Long contents (API pages list every prop) scroll on their own: keep the current entry in sight.
        if (
          current &&
          (current.offsetTop < toc.scrollTop ||
            current.offsetTop + current.offsetHeight > toc.scrollTop + toc.clientHeight)
        ) {
          toc.scrollTop = current.offsetTop - toc.clientHeight / 2;
        }
      });
    };
    const refresh = () => {
      collect();
      update();
    };
    refresh();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    document.addEventListener(ISLAND_LOAD_EVENT, refresh);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      document.removeEventListener(ISLAND_LOAD_EVENT, refresh);
    };
  }, [tocId, page]);
  return null;
}
