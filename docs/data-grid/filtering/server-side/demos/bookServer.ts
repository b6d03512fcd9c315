import { GridLogicOperator } from '@mui/x-data-grid';
import type { GridColDef, GridFilterItem, GridFilterModel } from '@mui/x-data-grid';

// A pretend server for the server-side filtering demos: an in-memory catalogue behind
// an async function that answers after a delay, and can be told to fail.
export interface Book {
  id: number;
  title: string;
  author: string;
  genre: 'Novel' | 'Poetry' | 'History' | 'Science';
  year: number;
  onLoan: boolean;
}

const catalogue: Book[] = [
  { id: 1, title: 'The Lighthouse Keeper', author: 'Ines Duarte', genre: 'Novel', year: 2019, onLoan: true },
  { id: 2, title: 'Salt and Ash', author: 'Tomas Berg', genre: 'Poetry', year: 2021, onLoan: false },
  { id: 3, title: 'A Short History of Bridges', author: 'Marta Kowal', genre: 'History', year: 2015, onLoan: false },
  { id: 4, title: 'Counting Stars', author: 'Amir Haddad', genre: 'Science', year: 2022, onLoan: true },
  { id: 5, title: 'The Harbour Wall', author: 'Ines Duarte', genre: 'Novel', year: 2023, onLoan: false },
  { id: 6, title: 'Winter Orchard', author: 'Hana Sato', genre: 'Poetry', year: 2017, onLoan: true },
  { id: 7, title: 'Maps of the Old Empire', author: 'Oskar Lind', genre: 'History', year: 2011, onLoan: false },
  { id: 8, title: 'The Chemistry of Bread', author: 'Lucia Ferri', genre: 'Science', year: 2020, onLoan: false },
  { id: 9, title: 'Northbound', author: 'Tomas Berg', genre: 'Novel', year: 2024, onLoan: true },
  { id: 10, title: 'Letters from the Valley', author: 'Hana Sato', genre: 'Novel', year: 2016, onLoan: false },
  { id: 11, title: 'Tides and Moons', author: 'Amir Haddad', genre: 'Science', year: 2018, onLoan: false },
  { id: 12, title: 'The Salt Road', author: 'Oskar Lind', genre: 'History', year: 2020, onLoan: true },
  { id: 13, title: 'Small Hours', author: 'Lucia Ferri', genre: 'Poetry', year: 2025, onLoan: false },
  { id: 14, title: 'The Glass Harbour', author: 'Marta Kowal', genre: 'Novel', year: 2022, onLoan: false },
];

export const bookColumns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'author', headerName: 'Author', width: 140 },
  {
    field: 'genre',
    headerName: 'Genre',
    type: 'singleSelect',
    valueOptions: ['Novel', 'Poetry', 'History', 'Science'],
    width: 130,
  },
  // A year reads 2019, not 2,019: skip the number column's thousands separator.
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'onLoan', headerName: 'On loan', type: 'boolean', width: 90 },
];

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).toLowerCase()
    : '';

// The server applies the operators the grid offers for these column types.
function matches(book: Book, item: GridFilterItem): boolean {
  const cell = book[item.field as keyof Book];
  const operator = item.operator;
  const value: unknown = item.value;
  if (operator === 'isEmpty') return cell === '' || cell == null;
  if (operator === 'isNotEmpty') return cell !== '' && cell != null;
  // An item still waiting for its value filters nothing, as in the grid.
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return true;
  switch (operator) {
    case 'contains':
      return text(cell).includes(text(value));
    case 'doesNotContain':
      return !text(cell).includes(text(value));
    case 'equals':
    case 'is':
      return text(cell) === text(value);
    case 'doesNotEqual':
    case 'not':
      return text(cell) !== text(value);
    case 'startsWith':
      return text(cell).startsWith(text(value));
    case 'endsWith':
      return text(cell).endsWith(text(value));
    case 'isAnyOf':
      return (value as unknown[]).some((option) => text(option) === text(cell));
    case '=':
      return Number(cell) === Number(value);
    case '!=':
      return Number(cell) !== Number(value);
    case '>':
      return Number(cell) > Number(value);
    case '>=':
      return Number(cell) >= Number(value);
    case '<':
      return Number(cell) < Number(value);
    case '<=':
      return Number(cell) <= Number(value);
    default:
      throw new Error(`The server does not know the operator "${operator}".`);
  }
}

// Every word of the quick filter must appear in the title, author or genre.
const matchesSearch = (book: Book, words: string[]) =>
  words.every((word) => [book.title, book.author, book.genre].some((cell) => text(cell).includes(text(word))));

export interface FetchOptions {
  /** Make the request fail, to show the error state. */
  fail?: boolean;
  /** How long the server takes to answer, in milliseconds. */
  delayMs?: number;
}

export function fetchBooks(filterModel: GridFilterModel, options: FetchOptions = {}): Promise<Book[]> {
  const { fail = false, delayMs = 600 } = options;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('The catalogue server is not answering (503). Try again in a moment.'));
        return;
      }
      try {
        const words = (filterModel.quickFilterValues ?? []).filter(Boolean).map(String);
        const results = catalogue.filter((book) => {
          const checks = filterModel.items.map((item) => matches(book, item));
          const passItems =
            checks.length === 0 ||
            (filterModel.logicOperator === GridLogicOperator.Or ? checks.some(Boolean) : checks.every(Boolean));
          return passItems && matchesSearch(book, words);
        });
        resolve(results);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, delayMs);
  });
}

export const catalogueSize = catalogue.length;
