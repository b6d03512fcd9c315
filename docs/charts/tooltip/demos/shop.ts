// Orders and revenue of a small web shop over two weeks of March 2026.
export const days = [
  new Date(2026, 2, 2),
  new Date(2026, 2, 3),
  new Date(2026, 2, 4),
  new Date(2026, 2, 5),
  new Date(2026, 2, 6),
  new Date(2026, 2, 7),
  new Date(2026, 2, 8),
  new Date(2026, 2, 9),
  new Date(2026, 2, 10),
  new Date(2026, 2, 11),
  new Date(2026, 2, 12),
  new Date(2026, 2, 13),
  new Date(2026, 2, 14),
  new Date(2026, 2, 15),
];
export const orders = [42, 38, 45, 51, 63, 88, 71, 40, 44, 47, 55, 69, 94, 77];
export const returns = [3, 2, 4, 3, 5, 7, 6, 2, 3, 4, 4, 6, 8, 5];

// Sales by product category, for the week of March 9.
export const categories = ['Mugs', 'Tea', 'Teapots', 'Gift sets', 'Accessories'];
export const unitsSold = [124, 210, 36, 58, 91];
export const unitPrice = [14, 9, 48, 35, 7];
