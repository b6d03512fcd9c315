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
  readonly ids: ReadonlySet<string>;
  readonly links: readonly string[];
}

function collect(hast: Root): PageIds {
  const ids = new Set<string>();
  const links: string[] = [];
  visit(hast, 'element', (node: Element) => {
    const id = node.properties['id'];
    if (typeof id === 'string') ids.add(id);
    const href = node.properties['href'];
    if (node.tagName === 'a' && typeof href === 'string' && href.includes('#')) links.push(href);
  });
  return { ids, links };
}

const guidePages = sitePages.map((page) => page.node.pathname).filter((pathname) => apiProductOf(pathname) === null);
const key = (pathname: string, language: Language) => `${language}:${pathname.replace(/\/$/, '')}`;

async function readAll(): Promise<Map<string, PageIds>> {
  const pages = new Map<string, PageIds>();
  for (const language of LANGUAGES) {
    for (const pathname of guidePages) {
      const { hast } = await loadPageMarkdown(pathname, language, true);
      pages.set(key(pathname, language), collect(hast));
    }
  }
  return pages;
}

describe('fragment links between guide pages', () => {
  it('land on a heading of the target page, in the language of the page that links', async () => {
    const pages = await readAll();
    const broken: string[] = [];
    for (const [from, { links }] of pages) {
      const [language = '', fromPath = ''] = from.split(/:(.*)/s);
      for (const href of links) {
        if (/^[a-z]+:/.test(href)) continue;
        const [path = '', fragment = ''] = href.split('#');
        const target =
          path === '' ? from : key(pathnameToLanguage(path).canonicalPathname, pathnameToLanguage(path).userLanguage);
        const page = pages.get(target);
        if (page === undefined) continue; // an API page, or not a page: the link gate's business
        if (!page.ids.has(decodeURIComponent(fragment))) broken.push(`${language} ${fromPath}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);
});
