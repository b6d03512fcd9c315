export interface Tea {
  id: number;
  name: string;
  origin: string;
  grams: number;
  priceEur: number;
}

// A tea shop's price list; prices are kept in euros and converted for display.
export const teas: Tea[] = [
  { id: 1, name: 'Darjeeling first flush', origin: 'India', grams: 100, priceEur: 14.5 },
  { id: 2, name: 'Sencha', origin: 'Japan', grams: 100, priceEur: 11 },
  { id: 3, name: 'Gyokuro', origin: 'Japan', grams: 50, priceEur: 19.9 },
  { id: 4, name: 'Assam breakfast', origin: 'India', grams: 250, priceEur: 9.5 },
  { id: 5, name: 'Tieguanyin', origin: 'China', grams: 100, priceEur: 16 },
  { id: 6, name: 'Rooibos vanilla', origin: 'South Africa', grams: 100, priceEur: 7.8 },
];

export const currencies = { EUR: 1, USD: 1.08, GBP: 0.85 } as const;
export type Currency = keyof typeof currencies;
