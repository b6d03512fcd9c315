import { PRODUCTS } from '../site/config';

const PRODUCT_PREFIXES = new Set(PRODUCTS.map((product) => product.name));

/**
 * "Data Grid - Sorting" reads "Sorting" in results, which are already grouped by product. Only a product's name is
 * dropped: "Simple Tree View - Selection" keeps its component, which tells it from "Rich Tree View - Selection".
 */
export function shortTitle(title: string): string {
  const [prefix, ...rest] = title.split(' - ');
  return prefix !== undefined && rest.length > 0 && PRODUCT_PREFIXES.has(prefix.trim())
    ? rest.join(' - ').trim()
    : title;
}
