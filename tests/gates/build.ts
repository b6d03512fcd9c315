/** Reads the pages of the last production build (`npm run build`), for the gates to visit. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileFor } from '../../src/markdown/contentPath';
import { DEFAULT_LANGUAGE } from '../../src/site/languages';
import {
  builtPages,
  filterPages,
  guidePagesToVisit,
  largestApiPages,
  type BuiltPage,
  type PrerenderManifest,
} from './builtPages';

const MANIFEST = join(process.cwd(), '.next', 'prerender-manifest.json');

/** Every page of the build. */
export function readBuiltPages(): BuiltPage[] {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: the gates run against a build (npm run build).`);
  return builtPages(JSON.parse(readFileSync(MANIFEST, 'utf8')) as PrerenderManifest);
}

/** `GATES_PAGES`: a comma-separated list of hrefs (or prefixes ending with `*`) that limits every gate to those pages. */
const pagesFilter = process.env['GATES_PAGES'];

/** The pages the gates check: every built page, or those `GATES_PAGES` names (`/x/react-charts/,/zh/x/api/*`). */
export const gatedPages = (): BuiltPage[] => filterPages(readBuiltPages(), pagesFilter);

/** Whether a page in a language other than the default has its own Markdown (`sorting.zh.md` beside `sorting.md`). */
const hasOwnContent = (page: BuiltPage) =>
  existsSync(join(process.cwd(), 'docs', contentFileFor(page.pathname).replace(/\.md$/, `.${page.language}.md`)));

/**
 * The guide pages the browser gates visit (see `guidePagesToVisit`); every language's with `GATES_ALL_LANGUAGES=1`, and
 * every page `GATES_PAGES` names.
 */
export const guidePagesForBrowserGates = (pages: readonly BuiltPage[]): BuiltPage[] =>
  guidePagesToVisit(pages, hasOwnContent, process.env['GATES_ALL_LANGUAGES'] === '1' || Boolean(pagesFilter?.trim()));

/** The API pages axe checks: each product's largest (English), or every API page `GATES_PAGES` names. */
export const apiPagesForAxe = (pages: readonly BuiltPage[]): BuiltPage[] =>
  pagesFilter?.trim() ? pages.filter((page) => page.kind === 'api') : largestApiPages(pages, DEFAULT_LANGUAGE);
