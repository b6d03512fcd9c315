import { pathnameToLanguage } from '../routing/language';

export const PRODUCT_ID_META = 'mui:productId';
export const PRODUCT_CATEGORY_ID_META = 'mui:productCategoryId';

export interface ProductMeta {
  readonly productId: string | null;
  readonly productCategoryId: string | null;
}

/** The `<meta>` tags a page carries for analytics (Next metadata `other`); `null` when the page has none. */
export function productMetaTags({ productId, productCategoryId }: ProductMeta): Record<string, string> {
  return { [PRODUCT_ID_META]: productId ?? 'null', [PRODUCT_CATEGORY_ID_META]: productCategoryId ?? 'null' };
}

/** Reads the product metas of a document back (`'null'` and absent read as null). */
export function readProductMeta(doc: Pick<Document, 'querySelector'>): ProductMeta {
  const read = (name: string) => {
    const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
    return content === null || content === 'null' || content === '' ? null : content;
  };
  return { productId: read(PRODUCT_ID_META), productCategoryId: read(PRODUCT_CATEGORY_ID_META) };
}

export interface PageViewParams {
  readonly page_title: string;
  readonly page_location: string;
  readonly productId: string | null;
  readonly productCategoryId: string | null;
}

/**
 * `gtag('event', 'page_view', …)`: the canonical location is the origin and
 * the path without language prefix, query or fragment.
 */
export function pageViewEvent({
  title,
  origin,
  path,
  product,
}: {
  title: string;
  origin: string;
  path: string;
  product: ProductMeta;
}): ['event', 'page_view', PageViewParams] {
  const { canonicalAsServer } = pathnameToLanguage(path);
  return [
    'event',
    'page_view',
    {
      page_title: title,
      page_location: `${origin}${canonicalAsServer}`,
      productId: product.productId,
      productCategoryId: product.productCategoryId,
    },
  ];
}

export interface UserProperties {
  readonly codeVariant: string;
  readonly userLanguage: string;
  readonly devicePixelRatio: number;
  readonly colorSchemeOS: 'light' | 'dark';
  readonly colorScheme: 'light' | 'dark';
}

/** Device pixel ratio rounded to 0.1 (1.25 → 1.3). */
export function roundPixelRatio(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}

export function userPropertiesCall(properties: UserProperties): ['set', 'user_properties', UserProperties] {
  return ['set', 'user_properties', { ...properties, devicePixelRatio: roundPixelRatio(properties.devicePixelRatio) }];
}
