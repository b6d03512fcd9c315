/**
 * The link gate's logic, pure: what a page's HTML links to and offers as
 * fragment targets, which links are internal, whether a fragment resolves,
 * and the report of what does not.
 */
import { parse } from 'parse5';
import { parseDemoHash } from '../../src/demos/hash';
import { elements } from './htmlTree';

export interface PageAnchors {
  /** Every `<a href>` and `<area href>`, as written. */
  readonly links: readonly string[];
  /** Fragment targets: every `id`, and the `name` of `<a>` elements. */
  readonly ids: ReadonlySet<string>;
  /** The demos on the page (`data-demo`), targets of `#Name.tsx`-style deep links. */
  readonly demos: ReadonlySet<string>;
}

/** Reads a page's links and fragment targets from its HTML (the server-rendered page, as a crawler sees it). */
export function readAnchors(html: string): PageAnchors {
  const links: string[] = [];
  const ids = new Set<string>();
  const demos = new Set<string>();
  for (const node of elements(parse(html))) {
    for (const { name, value } of node.attrs) {
      if (name === 'id' && value !== '') ids.add(value);
      else if (name === 'name' && node.tagName === 'a' && value !== '') ids.add(value);
      else if (name === 'href' && (node.tagName === 'a' || node.tagName === 'area')) links.push(value);
      else if (name === 'data-demo') demos.add(value);
    }
  }
  return { links, ids, demos };
}

export interface InternalLink {
  /** The URL to fetch: the link resolved against its page, without the fragment. */
  readonly target: string;
  /** The fragment, percent-decoded; null when the link has none (or an empty one). */
  readonly fragment: string | null;
}

/** Resolves a link as the browser would; null for links to other origins or schemes (not checked). */
export function internalLink(href: string, pageUrl: string): InternalLink | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return { target: href, fragment: null }; // An unparsable href: reported as a missing page.
  }
  if (url.origin !== new URL(pageUrl).origin) return null;
  const hash = url.hash.slice(1);
  url.hash = '';
  return { target: url.href, fragment: hash === '' ? null : decodeFragment(hash) };
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Whether a fragment lands somewhere on a page: an element with that id (or an `<a name>`), `top` (HTML scrolls to the
 * top), or a demo's source deep link (`#Card.tsx`, `#css-Card.js`), which the page opens by script.
 */
export function fragmentResolves(fragment: string, anchors: PageAnchors): boolean {
  if (anchors.ids.has(fragment) || fragment.toLowerCase() === 'top') return true;
  const demo = parseDemoHash(encodeURIComponent(fragment));
  return demo !== null && anchors.demos.has(demo.name);
}

export interface BrokenLink {
  /** The page that links. */
  readonly page: string;
  /** The link, resolved, as a path (with its fragment). */
  readonly link: string;
  /** `page missing (HTTP 404)`, `fragment missing: no id "x" on /x/…/`. */
  readonly problem: string;
}

/**
 * One line per broken link and problem, naming every page that has it (a broken link in the navigation is on every
 * page: it is reported once, with the first pages that carry it).
 */
export function formatBrokenLinks(broken: readonly BrokenLink[], pagesShown = 5): string {
  const byLink = new Map<string, { link: string; problem: string; pages: string[] }>();
  for (const { page, link, problem } of broken) {
    const key = `${link}\n${problem}`;
    const entry = byLink.get(key) ?? { link, problem, pages: [] };
    entry.pages.push(page);
    byLink.set(key, entry);
  }
  const lines = [...byLink.values()]
    .sort((a, b) => a.link.localeCompare(b.link))
    .map(({ link, problem, pages }) => {
      const shown = [...pages].sort().slice(0, pagesShown).join(', ');
      const more = pages.length > pagesShown ? ` and ${pages.length - pagesShown} more` : '';
      return `- ${link}: ${problem}; linked from ${pages.length === 1 ? 'page' : `${pages.length} pages:`} ${shown}${more}`;
    });
  return `${byLink.size} broken internal link${byLink.size === 1 ? '' : 's'} (${broken.length} occurrences):\n${lines.join('\n')}`;
}

/** `http://localhost:3100/x/a/?q#f` → `/x/a/?q#f`: how a link is shown in reports. */
export function pathOf(url: string, fragment: string | null = null): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}${fragment === null ? '' : `#${fragment}`}`;
}
