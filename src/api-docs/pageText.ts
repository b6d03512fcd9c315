import type { Translate } from '../i18n/translate';
import { PRODUCTS } from '../site/config';
import type { ApiDoc, ApiProduct } from './types';

/** The product name an API product's pages use, e.g. "Data Grid". */
export function apiProductName(product: ApiProduct): string {
  return PRODUCTS.find((entry) => entry.id === `x-${product}`)?.name ?? product;
}

/** Title and description of an API page, in the translator's language. */
export function apiPageText(doc: ApiDoc, t: Translate): { title: string; description: string } {
  if (doc.kind === 'index') {
    const product = apiProductName(doc.product);
    return { title: t('indexTitle', { product }), description: t('description.index', { product }) };
  }
  return { title: t('title', { name: doc.name }), description: t(`description.${doc.kind}`, { name: doc.name }) };
}
