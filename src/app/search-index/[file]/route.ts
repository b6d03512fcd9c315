import { buildIndex } from '@/search/engine';
import { searchDocuments } from '@/search/documents.server';
import { isLanguage, LANGUAGES } from '@/site/languages';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.map((language) => ({ file: `${language}.json` }));
}

/** A language's search index, built with the site: fetched when a reader first opens search. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const language = (await params).file.replace(/\.json$/, '');
  if (!isLanguage(language)) return new Response('Not found', { status: 404 });
  return Response.json(buildIndex(await searchDocuments(language)));
}
