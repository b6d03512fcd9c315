import type { Metadata } from 'next';
import { apiBody } from '@/content/apiBody';
import { docsPageMetadata, renderDocsPage } from '@/content/docsPage';
import { apiDocs } from '@/content/pages.server';
import { LANGUAGES } from '@/site/languages';

/** The generated API reference pages (/x/api/…), a route of their own: their client code (the filter) stays here. */
export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string[] }>;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) =>
    [...apiDocs.keys()].map((pathname) => ({ lang, slug: pathname.replace(/^\/x\/api\//, '').split('/') })),
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, slug } = await params;
  return docsPageMetadata(lang, `/x/api/${slug.join('/')}`, apiBody);
}

export default async function Page({ params }: { params: Params }) {
  const { lang, slug } = await params;
  return renderDocsPage(lang, `/x/api/${slug.join('/')}`, apiBody);
}
