import type { GridColDef } from '@mui/x-data-grid';

export interface Loan {
  id: number;
  tool: string;
  borrower: string;
  borrowedOn: Date;
  deposit: number;
  returned: boolean;
}

// Loans of a neighbourhood tool library, spring 2026.
export const loans: Loan[] = [
  {
    id: 1,
    tool: 'Cordless drill',
    borrower: 'Amaia Etxeberria',
    borrowedOn: new Date(2026, 2, 2),
    deposit: 40,
    returned: true,
  },
  {
    id: 2,
    tool: 'Tile cutter',
    borrower: 'Jonas Lindqvist',
    borrowedOn: new Date(2026, 2, 3),
    deposit: 60,
    returned: true,
  },
  {
    id: 3,
    tool: 'Pressure washer',
    borrower: 'Priya Raman',
    borrowedOn: new Date(2026, 2, 5),
    deposit: 80,
    returned: false,
  },
  {
    id: 4,
    tool: 'Ladder, 3 m',
    borrower: 'Tomasz Kowal',
    borrowedOn: new Date(2026, 2, 6),
    deposit: 30,
    returned: true,
  },
  {
    id: 5,
    tool: 'Hedge trimmer',
    borrower: 'Léa Fontaine',
    borrowedOn: new Date(2026, 2, 9),
    deposit: 50,
    returned: false,
  },
  {
    id: 6,
    tool: 'Stud finder',
    borrower: 'Kwame Mensah',
    borrowedOn: new Date(2026, 2, 10),
    deposit: 10,
    returned: true,
  },
  { id: 7, tool: 'Jigsaw', borrower: 'Hana Sato', borrowedOn: new Date(2026, 2, 12), deposit: 40, returned: false },
  {
    id: 8,
    tool: 'Wallpaper steamer',
    borrower: 'Diego Alvarez',
    borrowedOn: new Date(2026, 2, 13),
    deposit: 35,
    returned: true,
  },
  {
    id: 9,
    tool: 'Carpet cleaner',
    borrower: 'Ingrid Berg',
    borrowedOn: new Date(2026, 2, 16),
    deposit: 70,
    returned: false,
  },
  {
    id: 10,
    tool: 'Orbital sander',
    borrower: 'Samir Haddad',
    borrowedOn: new Date(2026, 2, 17),
    deposit: 40,
    returned: true,
  },
  {
    id: 11,
    tool: 'Laser level',
    borrower: 'Chloe Martin',
    borrowedOn: new Date(2026, 2, 19),
    deposit: 45,
    returned: false,
  },
  {
    id: 12,
    tool: 'Wheelbarrow',
    borrower: 'Olu Adeyemi',
    borrowedOn: new Date(2026, 2, 20),
    deposit: 20,
    returned: true,
  },
];

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'tool', headerName: 'Tool', width: 170 },
  { field: 'borrower', headerName: 'Borrower', width: 170 },
  { field: 'borrowedOn', headerName: 'Borrowed on', type: 'date', width: 130 },
  {
    field: 'deposit',
    headerName: 'Deposit',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value}`,
  },
  { field: 'returned', headerName: 'Returned', type: 'boolean', width: 100 },
];
