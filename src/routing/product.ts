import type { ProductId } from '../site/config';
import { pathnameToLanguage } from './language';

export interface ProductInfo {
  readonly productCategoryId: 'x' | null;
  readonly productId: ProductId | null;
}

const PRODUCT_SLUGS: Record<string, ProductId> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

/** Which product a URL belongs to: `/x/react-<slug>/…` and `/x/api/<slug>/…`. */
export function getProductInfoFromUrl(url: string): ProductInfo {
  const { canonicalAsServer } = pathnameToLanguage(url);
  if (!/^\/x(\/|$)/.test(canonicalAsServer)) return { productCategoryId: null, productId: null };
  const match = /^\/x\/(?:react-([a-z-]+?)(?=\/|$)|api\/([a-z-]+)(?=\/|$))/.exec(canonicalAsServer);
  const slug = match?.[1] ?? match?.[2];
  return { productCategoryId: 'x', productId: (slug !== undefined ? PRODUCT_SLUGS[slug] : undefined) ?? null };
}
