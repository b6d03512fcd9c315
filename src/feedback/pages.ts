import type { PageEntry } from '../routing/pageTree';

/**
 * The pathname check of the feedback API: a pathname is accepted only when it
 * is exactly the URL of one of `pages` (canonical, no language prefix, with
 * its trailing slash), as the prompt sends it.
 */
export function pageChecker(pages: readonly PageEntry[]): (pathname: string) => boolean {
  const hrefs = new Set(pages.map((page) => page.href));
  return (pathname) => hrefs.has(pathname);
}
