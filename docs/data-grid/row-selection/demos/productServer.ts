import { products, type Product } from './products';

export interface ProductPage {
  rows: Product[];
  rowCount: number;
}

const DELAY_MS = 600;

/**
 * A stand-in for a paginated API: it answers one page of the catalogue after a delay,
 * so only that page's rows are ever in the grid.
 */
export function fetchProductPage(page: number, pageSize: number): Promise<ProductPage> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({ rows: products.slice(start, start + pageSize), rowCount: products.length });
    }, DELAY_MS);
  });
}
