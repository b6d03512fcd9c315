export interface Product {
  id: number;
  name: string;
  category: 'Kitchen' | 'Garden' | 'Office';
  price: number;
  stock: number;
  rating: number;
  discount: number;
  launched: Date;
  lastRestock: Date;
  active: boolean;
}

export const products: Product[] = [
  {
    id: 1,
    name: 'Cast-iron skillet',
    category: 'Kitchen',
    price: 39.9,
    stock: 42,
    rating: 4.7,
    discount: 0,
    launched: new Date(2021, 2, 4),
    lastRestock: new Date(2026, 2, 10, 9, 30),
    active: true,
  },
  {
    id: 2,
    name: 'Pruning shears',
    category: 'Garden',
    price: 18.5,
    stock: 0,
    rating: 4.2,
    discount: 0.15,
    launched: new Date(2019, 8, 12),
    lastRestock: new Date(2026, 0, 22, 14, 5),
    active: true,
  },
  {
    id: 3,
    name: 'Standing desk mat',
    category: 'Office',
    price: 54,
    stock: 9,
    rating: 3.9,
    discount: 0.1,
    launched: new Date(2023, 5, 1),
    lastRestock: new Date(2026, 1, 28, 8, 0),
    active: true,
  },
  {
    id: 4,
    name: 'Pour-over kettle',
    category: 'Kitchen',
    price: 47.25,
    stock: 17,
    rating: 4.8,
    discount: 0,
    launched: new Date(2022, 10, 18),
    lastRestock: new Date(2026, 2, 2, 16, 45),
    active: true,
  },
  {
    id: 5,
    name: 'Raised bed kit',
    category: 'Garden',
    price: 129,
    stock: 5,
    rating: 4.4,
    discount: 0.2,
    launched: new Date(2020, 3, 9),
    lastRestock: new Date(2025, 11, 15, 11, 20),
    active: false,
  },
  {
    id: 6,
    name: 'Desk lamp',
    category: 'Office',
    price: 36.8,
    stock: 63,
    rating: 4.1,
    discount: 0.05,
    launched: new Date(2024, 0, 30),
    lastRestock: new Date(2026, 2, 12, 10, 10),
    active: true,
  },
  {
    id: 7,
    name: 'Herb planter',
    category: 'Garden',
    price: 24.9,
    stock: 31,
    rating: 4.5,
    discount: 0,
    launched: new Date(2023, 7, 21),
    lastRestock: new Date(2026, 1, 3, 13, 0),
    active: true,
  },
];
