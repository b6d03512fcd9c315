import { llmsFullText, llmsText, markdownPages, pageMarkdown } from '@/content/pageMarkdown.server';
import { pathnameOfMarkdown } from '@/llms/urls';
import { isLanguage, LANGUAGES } from '@/site/languages';

export const dynamic = 'force-static';
export const dynamicParams = false;

const INDEXES = ['llms.txt', 'llms-full.txt'];

/**
 * Every page as Markdown (`x/react-data-grid/sorting.md`) and the llms.txt files, in each language, built with the
 * site. next.config.ts serves them at `/x/…/sorting.md`, `/zh/x/…`, `/x/llms.txt`, and at a page's own URL for a
 * client that asks for `text/markdown`.
 */
export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) => [
    ...INDEXES.map((file) => ({ lang, path: ['x', file] })),
    ...markdownPages.map((page) => {
      const segments = page.node.pathname.split('/').filter(Boolean);
      return { lang, path: [...segments.slice(0, -1), `${segments.at(-1)}.md`] };
    }),
  ]);
}

function text(body: string, type: string): Response {
  return new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8`, Vary: 'Accept' } });
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; path: string[] }> }) {
  const { lang, path } = await params;
  const file = path.join('/');
  if (!isLanguage(lang)) return new Response('Not found', { status: 404 });
  if (file === 'x/llms.txt') return text(await llmsText(lang), 'text/plain');
  if (file === 'x/llms-full.txt') return text(await llmsFullText(lang), 'text/plain');
  const pathname = pathnameOfMarkdown(file);
  const markdown = pathname === undefined ? undefined : await pageMarkdown(pathname, lang);
  return markdown === undefined ? new Response('Not found', { status: 404 }) : text(markdown, 'text/markdown');
}
