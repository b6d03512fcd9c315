import { PRODUCTS, type ProductId } from '../site/config';

const GENERAL = ['/x/introduction/', '/x/introduction/installation/'];

/** What the empty dialog suggests: the current product's overview and quickstart, then the site's main pages. */
export function suggestedIds(currentProduct: ProductId | null): string[] {
  const current = PRODUCTS.find((product) => product.id === currentProduct);
  const own = current ? [current.pathname, `${current.pathname}quickstart/`] : [];
  const others = PRODUCTS.filter((product) => product !== current).map((product) => product.pathname);
  return [...own, ...GENERAL, ...others];
}
