import type { GridColDef } from '@mui/x-data-grid';

export interface Ticket {
  id: number;
  subject: string;
  team: string;
  priority: 'High' | 'Normal' | 'Low';
  hoursOpen: number;
}

export const tickets: Ticket[] = [
  { id: 1, subject: 'Invoice PDF is blank', team: 'Billing', priority: 'High', hoursOpen: 3 },
  { id: 2, subject: 'Add a dark logo', team: 'Design', priority: 'Low', hoursOpen: 50 },
  { id: 3, subject: 'Password reset loops', team: 'Accounts', priority: 'High', hoursOpen: 7 },
  { id: 4, subject: 'Export to CSV is slow', team: 'Reports', priority: 'Normal', hoursOpen: 20 },
  { id: 5, subject: 'Typo on pricing page', team: 'Design', priority: 'Low', hoursOpen: 2 },
  { id: 6, subject: 'VAT missing on receipts', team: 'Billing', priority: 'Normal', hoursOpen: 31 },
  { id: 7, subject: 'Two-factor codes late', team: 'Accounts', priority: 'High', hoursOpen: 12 },
];

export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['High', 'Normal', 'Low'],
    width: 110,
  },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 120 },
];
