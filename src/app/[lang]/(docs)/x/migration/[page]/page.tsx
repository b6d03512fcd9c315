import type { Metadata } from 'next';
import { docsPageMetadata, renderDocsPage } from '@/content/docsPage';
import { markdownBody } from '@/content/markdownBody';
import { isMigrationRoutePage, sitePages } from '@/content/pages.server';
import { renderMigrationWidget } from '@/migration/renderWidget';
import { LANGUAGES } from '@/site/languages';

/**
 * Migration pages without demos, with their widgets: the "which changes affect my code?" checker and the generated
 * v7 → v8 API change tables. A route of their own keeps the widgets' client code out of other pages.
 */
export const dynamicParams = false;

type Params = Promise<{ lang: string; page: string }>;

const body = markdownBody(undefined, renderMigrationWidget);

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) =>
    sitePages
      .filter((page) => isMigrationRoutePage(page.node.pathname))
      .map((page) => ({ lang, page: page.node.pathname.split('/').filter(Boolean).at(-1)! })),
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, page } = await params;
  return docsPageMetadata(lang, `/x/migration/${page}`, body);
}

export default async function Page({ params }: { params: Params }) {
  const { lang, page } = await params;
  return renderDocsPage(lang, `/x/migration/${page}`, body);
}
