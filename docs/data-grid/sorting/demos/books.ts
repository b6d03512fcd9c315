import type { GridColDef } from '@mui/x-data-grid';

export interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  published: Date;
  pages: number;
  price: number;
  /** Average reader rating out of 5; `null` while a book has no reviews yet. */
  rating: number | null;
}

// A small bookshop's shelf of new and recent titles.
export const books: Book[] = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'Maren Holt',
    genre: 'Travel',
    published: new Date(2024, 4, 14),
    pages: 312,
    price: 18.5,
    rating: 4.2,
  },
  {
    id: 2,
    title: 'Quiet Engines',
    author: 'Idris Okafor',
    genre: 'Science',
    published: new Date(2023, 9, 2),
    pages: 288,
    price: 24,
    rating: 4.6,
  },
  {
    id: 3,
    title: 'A Winter in Tromsø',
    author: 'Signe Dahl',
    genre: 'Travel',
    published: new Date(2025, 0, 20),
    pages: 204,
    price: 16,
    rating: null,
  },
  {
    id: 4,
    title: 'Ledger of Small Things',
    author: 'Ana Lucía Pérez',
    genre: 'Fiction',
    published: new Date(2022, 6, 8),
    pages: 416,
    price: 21,
    rating: 3.9,
  },
  {
    id: 5,
    title: 'Bread Every Day',
    author: 'Tomasz Nowak',
    genre: 'Cooking',
    published: new Date(2024, 10, 1),
    pages: 240,
    price: 29.9,
    rating: 4.8,
  },
  {
    id: 6,
    title: 'The Glass Orchard',
    author: 'Mei Tanaka',
    genre: 'Fiction',
    published: new Date(2025, 2, 11),
    pages: 352,
    price: 19.5,
    rating: null,
  },
  {
    id: 7,
    title: 'Tides and Timetables',
    author: 'Owen Pryce',
    genre: 'Science',
    published: new Date(2021, 3, 27),
    pages: 198,
    price: 14,
    rating: 3.4,
  },
  {
    id: 8,
    title: 'Soup for Strangers',
    author: 'Élodie Marchand',
    genre: 'Cooking',
    published: new Date(2023, 1, 15),
    pages: 176,
    price: 22,
    rating: 4.1,
  },
  {
    id: 9,
    title: 'An Atlas of Wind',
    author: 'Kofi Mensah',
    genre: 'Science',
    published: new Date(2024, 7, 30),
    pages: 264,
    price: 27.5,
    rating: 4.4,
  },
  {
    id: 10,
    title: 'Night Ferry',
    author: 'Ingrid Berg',
    genre: 'Fiction',
    published: new Date(2022, 11, 3),
    pages: 328,
    price: 17,
    rating: 4.2,
  },
];

export const bookColumns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 110 },
  { field: 'author', headerName: 'Author', width: 135 },
  { field: 'genre', headerName: 'Genre', width: 85 },
  { field: 'published', headerName: 'Published', type: 'date', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 85,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toFixed(2)}`),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 95 },
];
