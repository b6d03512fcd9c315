import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cache } from 'react';
import { parseMarkdownFile } from '../markdown/frontMatter';
import { contentFileFor } from '../markdown/contentPath';
import { apiProductOf } from '../api-docs/products';
import type { PageEntry } from '../routing/pageTree';
import { DOCS_DIR, sitePages } from './pages.server';

/** Every written page by the components its front matter lists. */
const pagesByComponent = cache(async (): Promise<ReadonlyMap<string, readonly PageEntry[]>> => {
  const byComponent = new Map<string, PageEntry[]>();
  for (const page of sitePages.filter((entry) => apiProductOf(entry.node.pathname) === null)) {
    const file = contentFileFor(page.node.pathname);
    const { frontMatter } = parseMarkdownFile(await readFile(join(DOCS_DIR, file), 'utf8'), `docs/${file}`);
    for (const name of frontMatter.components) byComponent.set(name, [...(byComponent.get(name) ?? []), page]);
  }
  return byComponent;
});

/** The pages whose demos show a component (their front matter lists it), in navigation order. */
export async function componentDemoPages(name: string): Promise<readonly PageEntry[]> {
  return (await pagesByComponent()).get(name) ?? [];
}
