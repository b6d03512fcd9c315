import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { contextualTitle } from '../i18n/pageTitles';
import type { TocEntry } from '../markdown/rehypeHeadings';
import { DocsPage } from '../layout/DocsPage';
import { pageMetadata } from '../layout/pageMetadata';
import { findActivePage, prevNext, type PageEntry } from '../routing/pageTree';
import { getProductInfoFromUrl } from '../routing/product';
import type { ProductId } from '../site/config';
import { isLanguage, type Language } from '../site/languages';
import { sitePages, siteTree } from './pages.server';

/**
 * What every docs route renders around a page's body. The routes differ by
 * the body they produce (Markdown, Markdown with demos, API reference), so
 * that each route's client code holds only what its pages use: Next splits
 * client code by route.
 */

/** What a page shows, as its route produces it. */
export interface PageBody {
  readonly title: string;
  readonly description: string;
  readonly toc: readonly TocEntry[];
  /** The product named by the front matter, for a page whose URL does not tell it. */
  readonly frontMatterProductId: ProductId | undefined;
  readonly showAds: boolean;
  /** The English source file shown because the page has no translation in the language. */
  readonly untranslatedFile?: string;
  readonly body: ReactNode;
}

export type BodyFor = (page: PageEntry, language: Language) => Promise<PageBody>;

async function resolve(lang: string, pathname: string, bodyFor: BodyFor) {
  const page = findActivePage(sitePages, pathname);
  if (!page || !isLanguage(lang)) notFound();
  const body = await bodyFor(page, lang);
  const fromUrl = getProductInfoFromUrl(page.href);
  // Front matter names the product of a page whose URL does not tell it.
  const product = { ...fromUrl, productId: body.frontMatterProductId ?? fromUrl.productId };
  return { language: lang, page, body, product };
}

export async function docsPageMetadata(lang: string, pathname: string, bodyFor: BodyFor): Promise<Metadata> {
  const { language, page, body, product } = await resolve(lang, pathname, bodyFor);
  // An untranslated page's front matter title is English: its document title comes from the navigation's.
  const title = body.untranslatedFile === undefined ? body.title : contextualTitle(page, language);
  return pageMetadata({ title, description: body.description, href: page.href, language, product });
}

export async function renderDocsPage(lang: string, pathname: string, bodyFor: BodyFor): Promise<ReactNode> {
  const { language, page, body, product } = await resolve(lang, pathname, bodyFor);
  return (
    <DocsPage
      title={body.title}
      description={body.description}
      toc={body.toc}
      showAds={body.showAds}
      {...(body.untranslatedFile !== undefined && { untranslatedFile: body.untranslatedFile })}
      tree={siteTree}
      activePathname={page.node.pathname}
      neighbours={prevNext(sitePages, page.node.pathname)}
      productId={product.productId}
      language={language}
    >
      {body.body}
    </DocsPage>
  );
}
