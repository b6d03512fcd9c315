// A pretend product API: 1,000 products, made from a formula so that every load is the same.
export interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const adjectives = ['Compact', 'Classic', 'Foldable', 'Heavy-duty', 'Travel', 'Studio', 'Outdoor', 'Wireless'];
const nouns = ['lamp', 'chair', 'kettle', 'backpack', 'speaker', 'tripod', 'blender', 'tent'];

export const TOTAL_PRODUCTS = 1000;

export function productAt(index: number): Product {
  return {
    id: index + 1,
    sku: `P-${String(index + 1).padStart(4, '0')}`,
    name: `${adjectives[index % adjectives.length]} ${nouns[Math.floor(index / adjectives.length) % nouns.length]}`,
    stock: (index * 37) % 120,
  };
}

/** Rows `start` to `end` (inclusive), after a delay like a network request's. */
export function fetchProducts(start: number, end: number, delayMs = 600): Promise<Product[]> {
  const last = Math.min(end, TOTAL_PRODUCTS - 1);
  const rows = Array.from({ length: Math.max(last - start + 1, 0) }, (_, offset) => productAt(start + offset));
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), delayMs);
  });
}
