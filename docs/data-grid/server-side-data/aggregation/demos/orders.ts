// Orders of a small online tea shop, first quarter of 2026, as the simulated server stores them.

export interface Order {
  id: number;
  date: string; // ISO date
  customer: string;
  country: string;
  channel: 'Web shop' | 'Marketplace' | 'Wholesale';
  product: string;
  category: 'Green tea' | 'Black tea' | 'Oolong' | 'Herbal';
  quantity: number;
  amount: number; // euros
}

function o(
  id: number,
  date: string,
  customer: string,
  country: string,
  channel: Order['channel'],
  product: string,
  category: Order['category'],
  quantity: number,
  amount: number,
): Order {
  return { id, date, customer, country, channel, product, category, quantity, amount };
}

export const orders: Order[] = [
  o(1, '2026-01-01', 'Café Lumen', 'Portugal', 'Web shop', 'Sencha', 'Green tea', 1, 9.5),
  o(2, '2026-02-12', 'Brew Lab', 'Netherlands', 'Web shop', 'Earl Grey', 'Black tea', 8, 68.0),
  o(3, '2026-03-23', 'Lea Martin', 'France', 'Marketplace', 'Chamomile', 'Herbal', 6, 39.0),
  o(4, '2026-01-06', 'Olive & Leaf', 'Spain', 'Web shop', 'Assam', 'Black tea', 4, 32.0),
  o(5, '2026-02-17', 'Sofia Rossi', 'Italy', 'Web shop', 'Chamomile', 'Herbal', 2, 13.0),
  o(6, '2026-03-28', 'Hana Sato', 'Japan', 'Wholesale', 'Assam', 'Black tea', 90, 720.0),
  o(7, '2026-01-11', 'Jonas Weber', 'Germany', 'Web shop', 'Rooibos', 'Herbal', 7, 49.0),
  o(8, '2026-02-22', 'Nordic Steep', 'Sweden', 'Web shop', 'Matcha', 'Green tea', 5, 120.0),
  o(9, '2026-03-05', 'Marta Nowak', 'Poland', 'Marketplace', 'Rooibos', 'Herbal', 3, 21.0),
  o(10, '2026-01-16', 'Kettle Corner', 'Ireland', 'Web shop', 'Matcha', 'Green tea', 1, 24.0),
  o(11, '2026-02-27', 'Teehaus Berg', 'Germany', 'Web shop', 'Tieguanyin', 'Oolong', 8, 128.0),
  o(12, '2026-03-10', 'Casa del Té', 'Spain', 'Wholesale', 'Sencha', 'Green tea', 60, 570.0),
  o(13, '2026-01-21', 'Café Lumen', 'Portugal', 'Web shop', 'Tieguanyin', 'Oolong', 4, 64.0),
  o(14, '2026-02-04', 'Brew Lab', 'Netherlands', 'Web shop', 'Sencha', 'Green tea', 2, 19.0),
  o(15, '2026-03-15', 'Lea Martin', 'France', 'Marketplace', 'Earl Grey', 'Black tea', 9, 76.5),
  o(16, '2026-01-26', 'Olive & Leaf', 'Spain', 'Web shop', 'Chamomile', 'Herbal', 7, 45.5),
  o(17, '2026-02-09', 'Sofia Rossi', 'Italy', 'Web shop', 'Earl Grey', 'Black tea', 5, 42.5),
  o(18, '2026-03-20', 'Hana Sato', 'Japan', 'Wholesale', 'Chamomile', 'Herbal', 30, 195.0),
  o(19, '2026-01-03', 'Jonas Weber', 'Germany', 'Web shop', 'Assam', 'Black tea', 1, 8.0),
  o(20, '2026-02-14', 'Nordic Steep', 'Sweden', 'Web shop', 'Rooibos', 'Herbal', 8, 56.0),
  o(21, '2026-03-25', 'Marta Nowak', 'Poland', 'Marketplace', 'Assam', 'Black tea', 6, 48.0),
  o(22, '2026-01-08', 'Kettle Corner', 'Ireland', 'Web shop', 'Rooibos', 'Herbal', 4, 28.0),
  o(23, '2026-02-19', 'Teehaus Berg', 'Germany', 'Web shop', 'Matcha', 'Green tea', 2, 48.0),
  o(24, '2026-03-02', 'Casa del Té', 'Spain', 'Wholesale', 'Tieguanyin', 'Oolong', 90, 1440.0),
  o(25, '2026-01-13', 'Café Lumen', 'Portugal', 'Web shop', 'Matcha', 'Green tea', 7, 168.0),
  o(26, '2026-02-24', 'Brew Lab', 'Netherlands', 'Web shop', 'Tieguanyin', 'Oolong', 5, 80.0),
  o(27, '2026-03-07', 'Lea Martin', 'France', 'Marketplace', 'Sencha', 'Green tea', 3, 28.5),
  o(28, '2026-01-18', 'Olive & Leaf', 'Spain', 'Web shop', 'Earl Grey', 'Black tea', 1, 8.5),
  o(29, '2026-02-01', 'Sofia Rossi', 'Italy', 'Web shop', 'Sencha', 'Green tea', 8, 76.0),
  o(30, '2026-03-12', 'Hana Sato', 'Japan', 'Wholesale', 'Earl Grey', 'Black tea', 60, 510.0),
  o(31, '2026-01-23', 'Jonas Weber', 'Germany', 'Web shop', 'Chamomile', 'Herbal', 4, 26.0),
  o(32, '2026-02-06', 'Nordic Steep', 'Sweden', 'Web shop', 'Assam', 'Black tea', 2, 16.0),
  o(33, '2026-03-17', 'Marta Nowak', 'Poland', 'Marketplace', 'Chamomile', 'Herbal', 9, 58.5),
  o(34, '2026-01-28', 'Kettle Corner', 'Ireland', 'Web shop', 'Assam', 'Black tea', 7, 56.0),
  o(35, '2026-02-11', 'Teehaus Berg', 'Germany', 'Web shop', 'Rooibos', 'Herbal', 5, 35.0),
  o(36, '2026-03-22', 'Casa del Té', 'Spain', 'Wholesale', 'Matcha', 'Green tea', 30, 720.0),
];
