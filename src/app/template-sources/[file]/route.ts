import { TEMPLATES } from '@/templates/catalog';
import { loadTemplateSource } from '@/templates/templateSources.server';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return TEMPLATES.map((template) => ({ file: `${template.slug}.json` }));
}

/** A template's files, in TypeScript and JavaScript, highlighted at build time: fetched when a reader opens the source. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return Response.json(await loadTemplateSource(file.replace(/\.json$/, '')));
}
