import type { GridColDef } from '@mui/x-data-grid';

export interface Loan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  due: Date;
  renewals: number;
}

// A neighbourhood library's open loans, due in April 2026.
export const loans: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    borrower: 'Priya Nair',
    due: new Date(2026, 3, 2),
    renewals: 0,
  },
  {
    id: 2,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    borrower: 'Jonas Weber',
    due: new Date(2026, 3, 3),
    renewals: 1,
  },
  {
    id: 3,
    title: 'Pedro Páramo',
    author: 'Juan Rulfo',
    borrower: 'Lucía Gómez',
    due: new Date(2026, 3, 5),
    renewals: 2,
  },
  {
    id: 4,
    title: 'The Makioka Sisters',
    author: 'Junichirō Tanizaki',
    borrower: 'Sam Okafor',
    due: new Date(2026, 3, 6),
    renewals: 0,
  },
  {
    id: 5,
    title: 'Middlemarch',
    author: 'George Eliot',
    borrower: 'Hanna Virtanen',
    due: new Date(2026, 3, 8),
    renewals: 1,
  },
  {
    id: 6,
    title: 'Season of Migration to the North',
    author: 'Tayeb Salih',
    borrower: 'Omar Haddad',
    due: new Date(2026, 3, 9),
    renewals: 0,
  },
  {
    id: 7,
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    borrower: 'Elena Sokolova',
    due: new Date(2026, 3, 11),
    renewals: 3,
  },
  {
    id: 8,
    title: 'Beloved',
    author: 'Toni Morrison',
    borrower: 'Grace Mensah',
    due: new Date(2026, 3, 12),
    renewals: 0,
  },
  {
    id: 9,
    title: 'Kristin Lavransdatter',
    author: 'Sigrid Undset',
    borrower: 'Erik Solberg',
    due: new Date(2026, 3, 14),
    renewals: 1,
  },
  {
    id: 10,
    title: 'The Tale of Genji',
    author: 'Murasaki Shikibu',
    borrower: 'Mina Park',
    due: new Date(2026, 3, 15),
    renewals: 2,
  },
  {
    id: 11,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    borrower: 'Diego Ramos',
    due: new Date(2026, 3, 17),
    renewals: 0,
  },
  {
    id: 12,
    title: 'Wide Sargasso Sea',
    author: 'Jean Rhys',
    borrower: 'Claire Dubois',
    due: new Date(2026, 3, 18),
    renewals: 1,
  },
];

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1.4, minWidth: 180, editable: true },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 140 },
  { field: 'borrower', headerName: 'Borrower', flex: 1, minWidth: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];
