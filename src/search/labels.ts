import { productName } from '../i18n/pageTitles';
import { PRODUCTS, type ProductId } from '../site/config';
import type { Language } from '../site/languages';
import type { SearchFields } from './types';

/** A product's name in a language, as results are grouped and labelled; undefined for pages of no product. */
export function productLabel(productId: ProductId | null, language: Language): string | undefined {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  return product && productName(product, language);
}

/** "Data Grid › Sorting › Sort order": product, page and entry, without repeating a name ("Data Grid › Data Grid"). */
export function suggestionLabel(hit: SearchFields, language: Language): string {
  const parts = [productLabel(hit.product, language), hit.parent, hit.title].filter(
    (part) => part !== undefined && part !== '',
  );
  return parts.filter((part, index) => part !== parts[index - 1]).join(' › ');
}
