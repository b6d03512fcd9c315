export interface OrderLine {
  id: number;
  orderId: string;
  customer: string;
  placed: Date;
  product: string;
  quantity: number;
  unitPrice: number;
}

export const orderLines: OrderLine[] = [
  {
    id: 1,
    orderId: 'SO-1041',
    customer: 'Harbour Bakery',
    placed: new Date(2026, 2, 2, 9, 14),
    product: 'Rye flour, 25 kg',
    quantity: 2,
    unitPrice: 31,
  },
  {
    id: 2,
    orderId: 'SO-1041',
    customer: 'Harbour Bakery',
    placed: new Date(2026, 2, 2, 9, 14),
    product: 'Sea salt, 5 kg',
    quantity: 1,
    unitPrice: 9.5,
  },
  {
    id: 3,
    orderId: 'SO-1041',
    customer: 'Harbour Bakery',
    placed: new Date(2026, 2, 2, 9, 14),
    product: 'Baking paper',
    quantity: 4,
    unitPrice: 6.2,
  },
  {
    id: 4,
    orderId: 'SO-1042',
    customer: 'Harbour Bakery',
    placed: new Date(2026, 2, 2, 16, 40),
    product: 'Dried yeast, 500 g',
    quantity: 4,
    unitPrice: 7.8,
  },
  {
    id: 5,
    orderId: 'SO-1043',
    customer: 'Verde Florist',
    placed: new Date(2026, 2, 3, 11, 5),
    product: 'Kraft paper roll',
    quantity: 3,
    unitPrice: 14,
  },
  {
    id: 6,
    orderId: 'SO-1043',
    customer: 'Verde Florist',
    placed: new Date(2026, 2, 3, 11, 5),
    product: 'Twine, 100 m',
    quantity: 3,
    unitPrice: 4.5,
  },
  {
    id: 7,
    orderId: 'SO-1044',
    customer: 'Kite & Co.',
    placed: new Date(2026, 2, 3, 15, 30),
    product: 'Shipping boxes, size M',
    quantity: 50,
    unitPrice: 0.9,
  },
  {
    id: 8,
    orderId: 'SO-1044',
    customer: 'Kite & Co.',
    placed: new Date(2026, 2, 3, 15, 30),
    product: 'Packing tape',
    quantity: 6,
    unitPrice: 2.4,
  },
];
