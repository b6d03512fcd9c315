import 'server-only';
import { apiProductOf } from '../api-docs/products';
import { loadPageMarkdown } from '../content/loadPage.server';
import { apiDocs, sitePages } from '../content/pages.server';
import { getProductInfoFromUrl } from '../routing/product';
import type { Language } from '../site/languages';
import { apiEntries, mergeApiEntries } from './apiEntries';
import { extractPage } from './extractPage';
import type { SearchDocument } from './types';

/**
 * Everything a language's index holds: every written page (in that language,
 * or in English where it is not translated) with its sections, then the
 * generated API reference of the site's API pages (English: it comes from the
 * packages' declarations), each distinct entry once.
 */
export async function searchDocuments(language: Language): Promise<SearchDocument[]> {
  const markdownPages = sitePages.filter((page) => apiProductOf(page.node.pathname) === null);
  const pages = await Promise.all(
    markdownPages.map(async (page) => {
      const content = await loadPageMarkdown(page.node.pathname, language, true);
      return extractPage({
        href: page.href,
        title: content.frontMatter.title,
        description: content.frontMatter.description,
        product: content.frontMatter.productId ?? getProductInfoFromUrl(page.href).productId,
        hast: content.hast,
      });
    }),
  );
  return [...pages.flat(), ...mergeApiEntries([...apiDocs.values()].flatMap(apiEntries))];
}
