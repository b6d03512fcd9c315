import type { Metadata } from 'next';
import { docsPageMetadata, renderDocsPage } from '@/content/docsPage';
import { markdownBody } from '@/content/markdownBody';
import { apiDocs, hasDemos, isMigrationRoutePage, sitePages } from '@/content/pages.server';
import { LANGUAGES } from '@/site/languages';

/**
 * Markdown pages without demos. API pages (x/api/[...slug]), pages with
 * demos (generated under (demo-pages)/) and migration pages (x/migration/[page],
 * with their widgets) have routes of their own, so that their client code
 * stays out of this route's chunks.
 */
export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string[] }>;

const body = markdownBody();

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) =>
    sitePages
      .filter(
        (page) =>
          !apiDocs.has(page.node.pathname) &&
          !hasDemos(page.node.pathname) &&
          !isMigrationRoutePage(page.node.pathname),
      )
      .map((page) => ({ lang, slug: page.node.pathname.split('/').filter(Boolean) })),
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, slug } = await params;
  return docsPageMetadata(lang, `/${slug.join('/')}`, body);
}

export default async function Page({ params }: { params: Params }) {
  const { lang, slug } = await params;
  return renderDocsPage(lang, `/${slug.join('/')}`, body);
}
