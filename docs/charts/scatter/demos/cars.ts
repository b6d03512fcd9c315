// A small used-car listing: age in years, mileage in thousands of km, asking price in euros.
export type CarListing = {
  id: string;
  model: string;
  age: number;
  mileage: number;
  price: number;
  fuel: 'Petrol' | 'Diesel' | 'Electric';
};

export const cars: CarListing[] = [
  { id: 'c01', model: 'City hatchback', age: 1, mileage: 12, price: 18900, fuel: 'Petrol' },
  { id: 'c02', model: 'City hatchback', age: 3, mileage: 41, price: 14200, fuel: 'Petrol' },
  { id: 'c03', model: 'City hatchback', age: 6, mileage: 88, price: 9100, fuel: 'Petrol' },
  { id: 'c04', model: 'City hatchback', age: 9, mileage: 131, price: 5400, fuel: 'Petrol' },
  { id: 'c05', model: 'Family estate', age: 2, mileage: 35, price: 26500, fuel: 'Diesel' },
  { id: 'c06', model: 'Family estate', age: 4, mileage: 79, price: 20800, fuel: 'Diesel' },
  { id: 'c07', model: 'Family estate', age: 7, mileage: 142, price: 12900, fuel: 'Diesel' },
  { id: 'c08', model: 'Family estate', age: 10, mileage: 198, price: 7300, fuel: 'Diesel' },
  { id: 'c09', model: 'Compact SUV', age: 1, mileage: 9, price: 31400, fuel: 'Electric' },
  { id: 'c10', model: 'Compact SUV', age: 2, mileage: 27, price: 27900, fuel: 'Electric' },
  { id: 'c11', model: 'Compact SUV', age: 4, mileage: 52, price: 22100, fuel: 'Electric' },
  { id: 'c12', model: 'Compact SUV', age: 5, mileage: 70, price: 18600, fuel: 'Petrol' },
  { id: 'c13', model: 'Compact SUV', age: 8, mileage: 115, price: 11800, fuel: 'Petrol' },
  { id: 'c14', model: 'Family estate', age: 5, mileage: 96, price: 16900, fuel: 'Diesel' },
  { id: 'c15', model: 'City hatchback', age: 4, mileage: 50, price: 12300, fuel: 'Electric' },
  { id: 'c16', model: 'City hatchback', age: 7, mileage: 102, price: 7600, fuel: 'Petrol' },
];

export const formatEuro = (value: number) => `€${value.toLocaleString('en-US')}`;

// Short form for axis ticks: €25k.
export const formatEuroAxis = (value: number) => `€${value / 1000}k`;
