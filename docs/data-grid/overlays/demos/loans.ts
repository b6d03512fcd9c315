import type { GridColDef } from '@mui/x-data-grid';

export interface Loan {
  id: number;
  title: string;
  borrower: string;
  dueOn: string;
  status: 'On loan' | 'Overdue' | 'Returned';
}

// Twelve loans of a neighbourhood library, with fixed dates.
export const loans: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'Aiko Mori', dueOn: '2026-03-02', status: 'Returned' },
  { id: 2, title: 'Middlemarch', borrower: 'Tomás Ruiz', dueOn: '2026-03-09', status: 'Overdue' },
  { id: 3, title: 'The Periodic Table', borrower: 'Nadia Berisha', dueOn: '2026-03-16', status: 'On loan' },
  { id: 4, title: 'Things Fall Apart', borrower: 'Owen Price', dueOn: '2026-03-16', status: 'On loan' },
  { id: 5, title: 'A Wizard of Earthsea', borrower: 'Aiko Mori', dueOn: '2026-03-18', status: 'On loan' },
  { id: 6, title: 'The Remains of the Day', borrower: 'Leila Haddad', dueOn: '2026-03-05', status: 'Overdue' },
  { id: 7, title: 'Pedro Páramo', borrower: 'Tomás Ruiz', dueOn: '2026-03-20', status: 'On loan' },
  { id: 8, title: 'The Dispossessed', borrower: 'Jakob Lind', dueOn: '2026-02-27', status: 'Returned' },
  { id: 9, title: 'Kindred', borrower: 'Nadia Berisha', dueOn: '2026-03-23', status: 'On loan' },
  { id: 10, title: 'Invisible Cities', borrower: 'Owen Price', dueOn: '2026-03-04', status: 'Overdue' },
  { id: 11, title: 'Snow Country', borrower: 'Leila Haddad', dueOn: '2026-03-25', status: 'On loan' },
  { id: 12, title: 'The Master and Margarita', borrower: 'Jakob Lind', dueOn: '2026-03-12', status: 'Returned' },
];

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'dueOn', headerName: 'Due on', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    type: 'singleSelect',
    valueOptions: ['On loan', 'Overdue', 'Returned'],
  },
];
