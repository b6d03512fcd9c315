import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPage } from '@/content/loadPage.server';
import { sitePages, siteTree } from '@/content/pages.server';
import { contextualTitle } from '@/i18n/pageTitles';
import { DocsPage } from '@/layout/DocsPage';
import { pageMetadata } from '@/layout/pageMetadata';
import { findActivePage, prevNext } from '@/routing/pageTree';
import { getProductInfoFromUrl } from '@/routing/product';
import { isLanguage, LANGUAGES } from '@/site/languages';

export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string[] }>;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) =>
    sitePages.map((page) => ({ lang, slug: page.node.pathname.split('/').filter(Boolean) })),
  );
}

async function resolve(params: Params) {
  const { lang, slug } = await params;
  const pathname = `/${slug.join('/')}`;
  const page = findActivePage(sitePages, pathname);
  if (!page || !isLanguage(lang)) notFound();
  const content = await loadPage(page.node.pathname, lang);
  const fromUrl = getProductInfoFromUrl(page.href);
  // Front matter names the product of a page whose URL does not tell it.
  const product = { ...fromUrl, productId: content.frontMatter.productId ?? fromUrl.productId };
  return { language: lang, page, content, product };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { language, page, content, product } = await resolve(params);
  return pageMetadata({
    title: content.translated ? content.frontMatter.title : contextualTitle(page, language),
    description: content.frontMatter.description,
    href: page.href,
    language,
    product,
  });
}

export default async function Page({ params }: { params: Params }) {
  const { language, page, content, product } = await resolve(params);
  return (
    <DocsPage
      content={content}
      tree={siteTree}
      activePathname={page.node.pathname}
      neighbours={prevNext(sitePages, page.node.pathname)}
      productId={product.productId}
      language={language}
    />
  );
}
