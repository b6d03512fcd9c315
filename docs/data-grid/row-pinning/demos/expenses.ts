import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Expense {
  id: string;
  date: string;
  employee: string;
  category: string;
  description: string;
  amount: number;
}

// The design team's travel expenses for March.
export const expenses: Expense[] = [
  {
    id: 'e1',
    date: '2026-03-02',
    employee: 'Priya Nair',
    category: 'Train',
    description: 'London to Paris',
    amount: 212,
  },
  {
    id: 'e2',
    date: '2026-03-02',
    employee: 'Priya Nair',
    category: 'Hotel',
    description: 'Two nights, Paris',
    amount: 386,
  },
  {
    id: 'e3',
    date: '2026-03-05',
    employee: 'Tomás Ruiz',
    category: 'Flight',
    description: 'Madrid to Berlin',
    amount: 174,
  },
  {
    id: 'e4',
    date: '2026-03-06',
    employee: 'Tomás Ruiz',
    category: 'Meals',
    description: 'Workshop dinner',
    amount: 96,
  },
  {
    id: 'e5',
    date: '2026-03-09',
    employee: 'Hana Sato',
    category: 'Taxi',
    description: 'Airport transfer',
    amount: 48,
  },
  {
    id: 'e6',
    date: '2026-03-10',
    employee: 'Hana Sato',
    category: 'Hotel',
    description: 'One night, Berlin',
    amount: 149,
  },
  { id: 'e7', date: '2026-03-12', employee: 'Priya Nair', category: 'Meals', description: 'Client lunch', amount: 72 },
  {
    id: 'e8',
    date: '2026-03-16',
    employee: 'Omar Haddad',
    category: 'Flight',
    description: 'Paris to Lisbon',
    amount: 231,
  },
  {
    id: 'e9',
    date: '2026-03-17',
    employee: 'Omar Haddad',
    category: 'Hotel',
    description: 'Three nights, Lisbon',
    amount: 402,
  },
  {
    id: 'e10',
    date: '2026-03-20',
    employee: 'Hana Sato',
    category: 'Train',
    description: 'Berlin to Hamburg',
    amount: 64,
  },
];

export const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export const sumAmounts = (items: readonly Expense[]) => items.reduce((sum, item) => sum + item.amount, 0);

export const expenseColumns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'employee', headerName: 'Employee', width: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
  },
];

// A summary row: it only fills the columns it has values for.
export function summaryRow(id: string, description: string, amount: number): Expense {
  return { id, date: '', employee: '', category: '', description, amount };
}
