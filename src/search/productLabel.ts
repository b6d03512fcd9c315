import { productName } from '../i18n/pageTitles';
import { PRODUCTS, type ProductId } from '../site/config';
import type { Language } from '../site/languages';

/** A product's name in a language, as results are grouped and labelled; undefined for pages of no product. */
export function productLabel(productId: ProductId | null, language: Language): string | undefined {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  return product && productName(product, language);
}
