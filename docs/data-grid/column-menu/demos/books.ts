import type { GridColDef } from '@mui/x-data-grid';

export interface Book {
  id: number;
  title: string;
  author: string;
  genre: 'Novel' | 'Science fiction' | 'Science' | 'Essays';
  pages: number;
  price: number;
  stock: number;
}

// One shelf of a small bookshop: page counts are those of the paperback on the shelf.
export const books: Book[] = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', genre: 'Novel', pages: 880, price: 9.99, stock: 4 },
  {
    id: 2,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
    pages: 304,
    price: 10.99,
    stock: 7,
  },
  { id: 3, title: 'Things Fall Apart', author: 'Chinua Achebe', genre: 'Novel', pages: 209, price: 8.99, stock: 12 },
  {
    id: 4,
    title: 'On the Origin of Species',
    author: 'Charles Darwin',
    genre: 'Science',
    pages: 502,
    price: 12.5,
    stock: 2,
  },
  { id: 5, title: 'Beloved', author: 'Toni Morrison', genre: 'Novel', pages: 324, price: 9.5, stock: 6 },
  { id: 6, title: 'Dune', author: 'Frank Herbert', genre: 'Science fiction', pages: 688, price: 11.99, stock: 9 },
  {
    id: 7,
    title: "A Room of One's Own",
    author: 'Virginia Woolf',
    genre: 'Essays',
    pages: 112,
    price: 6.99,
    stock: 15,
  },
  {
    id: 8,
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    genre: 'Novel',
    pages: 384,
    price: 10.5,
    stock: 3,
  },
  { id: 9, title: 'Silent Spring', author: 'Rachel Carson', genre: 'Science', pages: 368, price: 11, stock: 5 },
  { id: 10, title: 'Pedro Páramo', author: 'Juan Rulfo', genre: 'Novel', pages: 124, price: 7.99, stock: 8 },
  {
    id: 11,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
    pages: 387,
    price: 10.99,
    stock: 0,
  },
  {
    id: 12,
    title: 'Notes of a Native Son',
    author: 'James Baldwin',
    genre: 'Essays',
    pages: 175,
    price: 8.5,
    stock: 11,
  },
];

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export const bookColumns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1.4, minWidth: 140 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 115 },
  {
    field: 'genre',
    headerName: 'Genre',
    type: 'singleSelect',
    valueOptions: ['Novel', 'Science fiction', 'Science', 'Essays'],
    width: 115,
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 85 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => pounds.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 85 },
];

/** The header name of a field, for status messages. */
export function headerNameOf(field: string): string {
  return bookColumns.find((column) => column.field === field)?.headerName ?? field;
}
