import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';

/**
 * The Markdown twin of a page URL: `/x/react-data-grid/sorting/` is `/x/react-data-grid/sorting.md`, in the reader's
 * language (`/zh/x/react-data-grid/sorting.md`).
 */
export function markdownPath(href: string, language: Language): string {
  return `${pathInLanguage(href, language).replace(/\/$/, '')}.md`;
}

/** The page pathname a Markdown path serves (`x/react-data-grid/sorting.md` is `/x/react-data-grid/sorting`). */
export function pathnameOfMarkdown(path: string): string | undefined {
  const match = /^\/?(x\/.+)\.md$/.exec(path);
  return match ? `/${match[1]}` : undefined;
}

/**
 * A link of a page made absolute: site paths (`/x/…` in the reader's language, `/static/…` as they are) on the site's
 * origin, fragments on the page's own URL; anything else (external, `mailto:`) unchanged.
 */
export function absoluteLink(url: string, context: { origin: string; pageUrl: string; language: Language }): string {
  if (url.startsWith('#')) return `${context.pageUrl}${url}`;
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${context.origin}${url.startsWith('/x/') ? pathInLanguage(url, context.language) : url}`;
}
