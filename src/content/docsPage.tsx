import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ApiReference } from '../api-docs/ApiReference';
import { apiPageText } from '../api-docs/pageText';
import { apiToc } from '../api-docs/toc';
import { contextualTitle } from '../i18n/pageTitles';
import { createTranslator } from '../i18n/translate';
import { DocsPage } from '../layout/DocsPage';
import { pageMetadata } from '../layout/pageMetadata';
import { MarkdownContent, type RenderDemo } from '../markdown/MarkdownContent';
import { findActivePage, prevNext, type PageEntry } from '../routing/pageTree';
import { getProductInfoFromUrl } from '../routing/product';
import { AD_CONFIG } from '../site/ads';
import { isLanguage, type Language } from '../site/languages';
import { componentDemoPages } from './componentPages.server';
import { loadPage } from './loadPage.server';
import { apiDocs, sitePages, siteTree } from './pages.server';

/**
 * Everything a docs route renders, shared by the catch-all route (API and
 * prose pages) and the generated route of each page with demos (see
 * demoPageRoute): only the latter brings the demo code into its chunks.
 */

const hasPage = (pathname: string) => findActivePage(sitePages, pathname) !== undefined;

/** What a page shows: generated API reference, or Markdown. */
async function pageBody(page: PageEntry, language: Language, renderDemo: RenderDemo | undefined) {
  const apiDoc = apiDocs.get(page.node.pathname);
  if (apiDoc) {
    const t = createTranslator(language, 'api');
    const demos = apiDoc.kind === 'component' ? await componentDemoPages(apiDoc.name) : [];
    return {
      ...apiPageText(apiDoc, t, language),
      toc: apiToc(apiDoc, t),
      frontMatterProductId: undefined,
      showAds: AD_CONFIG.enabled,
      body: <ApiReference doc={apiDoc} docs={apiDocs} demos={demos} language={language} hasPage={hasPage} />,
    };
  }
  const content = await loadPage(page.node.pathname, language);
  const showAds = AD_CONFIG.enabled && !content.frontMatter.disableAd;
  return {
    title: content.frontMatter.title,
    description: content.frontMatter.description,
    toc: content.toc,
    frontMatterProductId: content.frontMatter.productId,
    showAds,
    ...(!content.translated && { untranslatedFile: content.file }),
    body: (
      <div className="markdown-body" {...(!content.translated && { lang: 'en' })}>
        <MarkdownContent
          hast={content.hast}
          demos={content.pageDemos}
          language={language}
          showAds={showAds}
          {...(renderDemo && { renderDemo })}
          file={content.file}
        />
      </div>
    ),
  };
}

async function resolve(lang: string, pathname: string, renderDemo?: RenderDemo) {
  const page = findActivePage(sitePages, pathname);
  if (!page || !isLanguage(lang)) notFound();
  const body = await pageBody(page, lang, renderDemo);
  const fromUrl = getProductInfoFromUrl(page.href);
  // Front matter names the product of a page whose URL does not tell it.
  const product = { ...fromUrl, productId: body.frontMatterProductId ?? fromUrl.productId };
  return { language: lang, page, body, product };
}

export async function docsPageMetadata(lang: string, pathname: string): Promise<Metadata> {
  const { language, page, body, product } = await resolve(lang, pathname);
  // An untranslated page's front matter title is English: its document title comes from the navigation's.
  const title = body.untranslatedFile === undefined ? body.title : contextualTitle(page, language);
  return pageMetadata({ title, description: body.description, href: page.href, language, product });
}

export async function renderDocsPage(lang: string, pathname: string, renderDemo?: RenderDemo): Promise<ReactNode> {
  const { language, page, body, product } = await resolve(lang, pathname, renderDemo);
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
