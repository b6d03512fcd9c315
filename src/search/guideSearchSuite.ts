/**
 * The search tests of a product's guide pages (`*Pages.server.test.ts`): a reader who types a page's title, or an API
 * name the page is about, in the dialog on that product's pages reaches the page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductId } from '../site/config';
import { searchDocuments } from './documents.server';
import { buildIndex, loadIndex, type SearchEngine } from './engine';
import { searchGroups } from './query';

export interface GuidePageCase {
  readonly id: string;
  readonly title: string;
  /** Names that lead to the page among the first five guide results. */
  readonly apiNames: readonly string[];
}

/** The guide results (pages and sections) of a query typed in the dialog on a page of `product`, best first. */
const guideHits = (engine: SearchEngine, query: string, product: ProductId | null) =>
  searchGroups(engine, query, product)
    .filter((group) => group.kind !== 'api')
    .flatMap((group) => group.hits);

export function describeGuideSearch(name: string, product: ProductId | null, pages: readonly GuidePageCase[]): void {
  describe(name, () => {
    let engine: SearchEngine;
    beforeAll(async () => {
      engine = loadIndex(buildIndex(await searchDocuments('en')));
    }, 120_000);

    it.each(pages)('$id comes first for its own title', ({ id, title }) => {
      const page = guideHits(engine, title, product).find((hit) => hit.kind === 'page');
      expect(page?.id).toBe(id);
    });

    it.each(pages.flatMap(({ id, apiNames }) => apiNames.map((apiName) => ({ id, name: apiName }))))(
      '$name leads to $id among the first guide results',
      ({ id, name: apiName }) => {
        const ids = guideHits(engine, apiName, product)
          .slice(0, 5)
          .map((hit) => hit.id.replace(/#.*$/, ''));
        expect(ids).toContain(id);
      },
    );
  });
}
