import type { Metadata } from 'next';
import { docsPageMetadata, renderDocsPage } from '@/content/docsPage';
import { hasDemos, sitePages } from '@/content/pages.server';
import { LANGUAGES } from '@/site/languages';

/**
 * Every page without demos: API reference and prose. A page with demos has a
 * generated route of its own (app/[lang]/(docs)/(demo-pages)/), so that the
 * demo code stays out of this route's chunks.
 */
export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string[] }>;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) =>
    sitePages
      .filter((page) => !hasDemos(page.node.pathname))
      .map((page) => ({ lang, slug: page.node.pathname.split('/').filter(Boolean) })),
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, slug } = await params;
  return docsPageMetadata(lang, `/${slug.join('/')}`);
}

export default async function Page({ params }: { params: Params }) {
  const { lang, slug } = await params;
  return renderDocsPage(lang, `/${slug.join('/')}`);
}
