import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPage } from '@/content/loadPage.server';
import { sitePages, siteTree } from '@/content/pages.server';
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
  return { language: lang, page, content: await loadPage(page.node.pathname, lang) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { language, page, content } = await resolve(params);
  return pageMetadata({
    title: content.frontMatter.title,
    description: content.frontMatter.description,
    href: page.href,
    language,
  });
}

export default async function Page({ params }: { params: Params }) {
  const { language, page, content } = await resolve(params);
  return (
    <DocsPage
      content={content}
      tree={siteTree}
      activePathname={page.node.pathname}
      neighbours={prevNext(sitePages, page.node.pathname)}
      productId={content.frontMatter.productId ?? getProductInfoFromUrl(page.href).productId}
      language={language}
    />
  );
}
