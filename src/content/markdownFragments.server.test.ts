import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { apiProductOf } from '../api-docs/products';
import { pathnameToLanguage } from '../routing/language';
import { LANGUAGES, type Language } from '../site/languages';
import { loadPageMarkdown } from './loadPage.server';
import { sitePages } from './pages.server';

// A fragment link between guide pages (`/x/react-charts/lines/#interpolation`, `#composition`) must name a heading
// of the page it lands on, in the language it is read in. The link gate (tests/e2e/gate-links.spec.ts) checks the
// built site; this finds the same mistakes in the Markdown in seconds. API pages' fragments are left to the gate.

interface PageIds {
  readonly label: string;
  readonly ids: ReadonlySet<string>;
  readonly links: readonly string[];
}

function collect(label: string, hast: Root): PageIds {
  const ids = new Set<string>();
  const links: string[] = [];
  visit(hast, 'element', (node: Element) => {
    const id = node.properties['id'];
    if (typeof id === 'string') ids.add(id);
    const href = node.properties['href'];
    if (node.tagName === 'a' && typeof href === 'string' && href.includes('#')) links.push(href);
  });
  return { label, ids, links };
}

const guidePages = sitePages.map((page) => page.node.pathname).filter((pathname) => apiProductOf(pathname) === null);
const key = (pathname: string, language: Language) => `${language}:${pathname.replace(/\/$/, '')}`;

async function readAll(): Promise<Map<string, PageIds>> {
  const pages = new Map<string, PageIds>();
  for (const language of LANGUAGES) {
    for (const pathname of guidePages) {
      const { hast } = await loadPageMarkdown(pathname, language, true);
      pages.set(key(pathname, language), collect(`${language} ${pathname}`, hast));
    }
  }
  return pages;
}

/** The page a link lands on: its own page for `#fragment`, else the path in the language its prefix names. */
function targetKey(from: string, path: string): string {
  if (path === '') return from;
  const { canonicalPathname, userLanguage } = pathnameToLanguage(path);
  return key(canonicalPathname, userLanguage);
}

describe('fragment links between guide pages', () => {
  it('land on a heading of the target page, in the language of the page that links', async () => {
    const pages = await readAll();
    const broken: string[] = [];
    for (const [from, { label, links }] of pages) {
      for (const href of links) {
        if (/^[a-z]+:/.test(href)) continue;
        const [path = '', fragment = ''] = href.split('#');
        const page = pages.get(targetKey(from, path));
        if (page === undefined) continue; // an API page, or not a page: the link gate's business
        if (!page.ids.has(decodeURIComponent(fragment))) broken.push(`${label}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);
});
