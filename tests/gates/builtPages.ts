/**
 * The pages a production build serves, read from Next's prerender manifest
 * (`.next/prerender-manifest.json`): a page added to the site is gated without
 * touching the tests. Pure: the manifest is passed in.
 */
import { pathInLanguage } from '../../src/routing/language';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/site/languages';

export interface PrerenderManifest {
  readonly routes: Readonly<Record<string, { readonly srcRoute?: string | null; readonly htmlSize?: number }>>;
}

export type BuiltPageKind = 'guide' | 'api' | 'template' | 'other';

export interface BuiltPage {
  /** The URL a reader opens: `/x/react-charts/`, `/zh/x/react-charts/`. */
  readonly href: string;
  /** Without the language prefix: `/x/react-charts/`. */
  readonly pathname: string;
  readonly language: Language;
  /**
   * `guide`: a written Markdown page; `api`: a generated API page; `template`: the template gallery and pages
   * (tests/e2e/templates.spec.ts); `other`: playground, error decoder.
   */
  readonly kind: BuiltPageKind;
  /** Size of the prerendered HTML in bytes (0 when the manifest does not say). */
  readonly htmlSize: number;
}

/**
 * Whether a route serves docs pages (Markdown and API): the catch-all `/[lang]/[...slug]`, and the routes generated
 * for API pages (`/[lang]/x/api/[...slug]`) and for each page with demos (`/[lang]/x/react-charts`).
 */
const isDocsRoute = (srcRoute: string) => srcRoute === '/[lang]/[...slug]' || srcRoute.startsWith('/[lang]/x/');
const isTemplateRoute = (srcRoute: string) => srcRoute.startsWith('/[lang]/x/templates');

/** Every HTML page the build prerendered under a language segment, in manifest order. */
export function builtPages(manifest: PrerenderManifest): BuiltPage[] {
  return Object.entries(manifest.routes).flatMap(([route, info]) => {
    const [, language, ...rest] = route.split('/');
    if (language === undefined || !isLanguage(language) || !info.srcRoute?.startsWith('/[lang]/')) return [];
    const pathname = `/${rest.join('/')}/`.replace(/\/{2,}/g, '/');
    const kind: BuiltPageKind = isTemplateRoute(info.srcRoute)
      ? 'template'
      : !isDocsRoute(info.srcRoute)
        ? 'other'
        : pathname.startsWith('/x/api/')
          ? 'api'
          : 'guide';
    return [{ href: pathInLanguage(pathname, language), pathname, language, kind, htmlSize: info.htmlSize ?? 0 }];
  });
}

/** `/x/api/data-grid/data-grid-premium/` → `data-grid`. */
export function apiProductOfPage(page: BuiltPage): string | undefined {
  return page.kind === 'api' ? page.pathname.split('/')[3] : undefined;
}

/** The largest API page (by prerendered HTML) of each product, in one language: the heaviest page a reader meets. */
export function largestApiPages(pages: readonly BuiltPage[], language: Language): BuiltPage[] {
  const largest = new Map<string, BuiltPage>();
  for (const page of pages) {
    const product = apiProductOfPage(page);
    if (product === undefined || page.language !== language || page.pathname.split('/').length <= 5) continue;
    const current = largest.get(product);
    if (current === undefined || page.htmlSize > current.htmlSize) largest.set(product, page);
  }
  return [...largest.values()].sort((a, b) => a.href.localeCompare(b.href));
}

/**
 * Keeps the pages `filter` names: a comma-separated list of hrefs (`/x/react-charts/`), each may end with `*` to
 * take every page under it (`/zh/x/react-charts/*`). An empty or missing filter keeps every page.
 */
export function filterPages<T extends { readonly href: string }>(pages: readonly T[], filter: string | undefined): T[] {
  const patterns = (filter ?? '')
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean);
  if (patterns.length === 0) return [...pages];
  return pages.filter((page) =>
    patterns.some((pattern) =>
      pattern.endsWith('*') ? page.href.startsWith(pattern.slice(0, -1)) : page.href === withSlash(pattern),
    ),
  );
}

const withSlash = (href: string) => (href.endsWith('/') ? href : `${href}/`);

/**
 * The guide pages the browser gates visit: every page in the default language, and a page in another language only where
 * it has its own Markdown (`hasOwnContent`). An untranslated page shows the default language's Markdown and demos under
 * the translated chrome: its content is gated on its twin, its chrome on the translated pages. `allLanguages` visits
 * every page.
 */
export function guidePagesToVisit(
  pages: readonly BuiltPage[],
  hasOwnContent: (page: BuiltPage) => boolean,
  allLanguages: boolean,
): BuiltPage[] {
  return pages.filter(
    (page) => page.kind === 'guide' && (allLanguages || page.language === DEFAULT_LANGUAGE || hasOwnContent(page)),
  );
}
