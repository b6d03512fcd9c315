export interface Part {
  id: number;
  name: string;
  supplier: string;
  inStock: number;
  priceEur: number;
}

// Forty parts of a bicycle workshop's stock, built by arithmetic on the row
// number so every load shows the same rows.
const names = ['Brake pads', 'Chain', 'Inner tube', 'Tyre 28"', 'Cassette', 'Saddle', 'Grip tape', 'Pedals'];
const suppliers = ['Velotech', 'Ruota', 'Northcog', 'Kettenwerk', 'Pédalier'];

export const parts: Part[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length] ?? 'Part'} #${Math.floor(index / names.length) + 1}`,
  supplier: suppliers[(index * 3) % suppliers.length] ?? 'Velotech',
  inStock: (index * 17) % 60,
  priceEur: 4 + ((index * 7) % 90),
}));
