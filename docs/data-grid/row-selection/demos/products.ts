import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

export interface Product {
  id: number;
  name: string;
  category: 'Coffee' | 'Tea' | 'Brewing';
  price: number;
  stock: number;
}

// A small coffee shop's online catalogue.
export const products: Product[] = [
  { id: 1, name: 'Ethiopia Yirgacheffe, 250 g', category: 'Coffee', price: 14.5, stock: 32 },
  { id: 2, name: 'Colombia Huila, 250 g', category: 'Coffee', price: 12.9, stock: 0 },
  { id: 3, name: 'House espresso blend, 1 kg', category: 'Coffee', price: 38, stock: 11 },
  { id: 4, name: 'Kenya AA, 250 g', category: 'Coffee', price: 16.2, stock: 7 },
  { id: 5, name: 'Decaf Peru, 250 g', category: 'Coffee', price: 13.4, stock: 0 },
  { id: 6, name: 'Sencha, 100 g', category: 'Tea', price: 9.8, stock: 24 },
  { id: 7, name: 'Assam breakfast, 200 g', category: 'Tea', price: 8.5, stock: 41 },
  { id: 8, name: 'Jasmine pearls, 50 g', category: 'Tea', price: 11, stock: 0 },
  { id: 9, name: 'Rooibos vanilla, 100 g', category: 'Tea', price: 7.2, stock: 18 },
  { id: 10, name: 'Pour-over dripper', category: 'Brewing', price: 24, stock: 9 },
  { id: 11, name: 'Paper filters, 100 pack', category: 'Brewing', price: 5.5, stock: 120 },
  { id: 12, name: 'Gooseneck kettle', category: 'Brewing', price: 49, stock: 3 },
  { id: 13, name: 'Hand grinder', category: 'Brewing', price: 65, stock: 0 },
  { id: 14, name: 'French press, 1 l', category: 'Brewing', price: 29, stock: 14 },
  { id: 15, name: 'Brazil Cerrado, 1 kg', category: 'Coffee', price: 31, stock: 6 },
  { id: 16, name: 'Earl Grey, 100 g', category: 'Tea', price: 8.9, stock: 27 },
];

export const productColumns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

/** Writes a selection model as JSON, with its ids sorted (a Set has no JSON form of its own). */
export function describeModel(model: GridRowSelectionModel): string {
  const ids = Array.from(model.ids).sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));
  return JSON.stringify({ type: model.type, ids });
}

/** Whether a row is selected, for either type of model. */
export function isSelectedIn(model: GridRowSelectionModel, id: number): boolean {
  return model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);
}
