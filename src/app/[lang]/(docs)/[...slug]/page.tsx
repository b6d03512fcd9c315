import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiReference } from '@/api-docs/ApiReference';
import { apiPageText } from '@/api-docs/pageText';
import { apiToc } from '@/api-docs/toc';
import { componentDemoPages } from '@/content/componentPages.server';
import { loadPage } from '@/content/loadPage.server';
import { apiDocs, sitePages, siteTree } from '@/content/pages.server';
import { contextualTitle } from '@/i18n/pageTitles';
import { createTranslator } from '@/i18n/translate';
import { DocsPage } from '@/layout/DocsPage';
import { pageMetadata } from '@/layout/pageMetadata';
import { MarkdownContent } from '@/markdown/MarkdownContent';
import { findActivePage, prevNext, type PageEntry } from '@/routing/pageTree';
import { getProductInfoFromUrl } from '@/routing/product';
import { AD_CONFIG } from '@/site/ads';
import { isLanguage, LANGUAGES, type Language } from '@/site/languages';

export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string[] }>;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) =>
    sitePages.map((page) => ({ lang, slug: page.node.pathname.split('/').filter(Boolean) })),
  );
}

const hasPage = (pathname: string) => findActivePage(sitePages, pathname) !== undefined;

/** What a page shows: generated API reference, or Markdown. */
async function pageBody(page: PageEntry, language: Language) {
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
        <MarkdownContent hast={content.hast} demos={content.pageDemos} language={language} showAds={showAds} />
      </div>
    ),
  };
}

async function resolve(params: Params) {
  const { lang, slug } = await params;
  const page = findActivePage(sitePages, `/${slug.join('/')}`);
  if (!page || !isLanguage(lang)) notFound();
  const body = await pageBody(page, lang);
  const fromUrl = getProductInfoFromUrl(page.href);
  // Front matter names the product of a page whose URL does not tell it.
  const product = { ...fromUrl, productId: body.frontMatterProductId ?? fromUrl.productId };
  return { language: lang, page, body, product };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { language, page, body, product } = await resolve(params);
  // An untranslated page's front matter title is English: its document title comes from the navigation's.
  const title = body.untranslatedFile === undefined ? body.title : contextualTitle(page, language);
  return pageMetadata({ title, description: body.description, href: page.href, language, product });
}

export default async function Page({ params }: { params: Params }) {
  const { language, page, body, product } = await resolve(params);
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
