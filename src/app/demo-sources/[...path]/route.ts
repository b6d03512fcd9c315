import { allDemoIds, loadDemoSource } from '@/content/demoSources.server';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allDemoIds().map((id) => {
    const segments = id.split('/');
    return { path: [...segments.slice(0, -1), `${segments.at(-1)}.json`] };
  });
}

/** A demo's source in TypeScript and JavaScript, highlighted at build time: fetched when a reader opens the code. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const id = path.join('/').replace(/\.json$/, '');
  return Response.json(await loadDemoSource(id));
}
