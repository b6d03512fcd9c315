import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiDoc } from '../api-docs/types';
import { loadPage } from '../content/loadPage.server';
import { sitePages } from '../content/pages.server';
import { getProductInfoFromUrl } from '../routing/product';
import type { Language } from '../site/languages';
import { apiEntries } from './apiEntries';
import { extractPage } from './extractPage';
import type { SearchDocument } from './types';

const API_DOCS_DIR = join(process.cwd(), '.generated', 'api-docs');

/** The generated API documents (`.generated/api-docs/manifest.json` lists their pages); none before generation. */
function apiDocuments(): ApiDoc[] {
  const manifestFile = join(API_DOCS_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { pages: string[] };
  return manifest.pages.map(
    (pathname) =>
      JSON.parse(readFileSync(join(API_DOCS_DIR, `${pathname.replace(/^\/x\/api\//, '')}.json`), 'utf8')) as ApiDoc,
  );
}

/**
 * Everything a language's index holds: every written page (in that language,
 * or in English where it is not translated) with its sections, then the API
 * reference (English: it is generated from the packages' declarations).
 */
export async function searchDocuments(language: Language): Promise<SearchDocument[]> {
  const pages = await Promise.all(
    sitePages.map(async (page) => {
      const content = await loadPage(page.node.pathname, language);
      return extractPage({
        href: page.href,
        title: content.frontMatter.title,
        description: content.frontMatter.description,
        product: content.frontMatter.productId ?? getProductInfoFromUrl(page.href).productId,
        hast: content.hast,
      });
    }),
  );
  return [...pages.flat(), ...apiDocuments().flatMap(apiEntries)];
}
