import type { GridColDef } from '@mui/x-data-grid';

export interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  price: number;
  stock: number;
}

export const books: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Ines Varga', year: 2019, price: 18.5, stock: 4 },
  { id: 2, title: 'Night Ferry', author: 'Tomas Reyes', year: 2021, price: 22, stock: 0 },
  { id: 3, title: 'A Field of Lanterns', author: 'Mei Okada', year: 2015, price: 14.9, stock: 12 },
  { id: 4, title: 'Glass Orchard', author: 'Leah Brandt', year: 2023, price: 26, stock: 7 },
  { id: 5, title: 'The Quiet Harbour', author: 'Ines Varga', year: 2012, price: 11.5, stock: 2 },
  { id: 6, title: 'Copper Summer', author: 'Daniel Osei', year: 2020, price: 19.9, stock: 9 },
  { id: 7, title: 'Maps of Rain', author: 'Mei Okada', year: 2018, price: 16, stock: 1 },
  { id: 8, title: 'The Last Tram', author: 'Tomas Reyes', year: 2024, price: 24.5, stock: 6 },
  { id: 9, title: 'Winter Apiary', author: 'Leah Brandt', year: 2016, price: 13, stock: 3 },
  { id: 10, title: 'Paper Lighthouse', author: 'Daniel Osei', year: 2022, price: 21, stock: 5 },
];

export const bookColumns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];
