import type { GridColDef } from '@mui/x-data-grid';

export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  status: 'Open' | 'Waiting' | 'Solved';
  message: string;
}

// A support desk's inbox: the detail panel shows each ticket's last message.
export const tickets: Ticket[] = [
  {
    id: 501,
    subject: 'Invoice shows the wrong VAT number',
    customer: 'Harbour Bakery',
    status: 'Open',
    message: 'Our VAT number changed in January, but the March invoice still has the old one.',
  },
  {
    id: 502,
    subject: 'Cannot add a second user',
    customer: 'Verde Florist',
    status: 'Waiting',
    message: 'The invite button is greyed out. We are on the Team plan, which should allow five users.',
  },
  {
    id: 503,
    subject: 'Export to CSV cuts off long notes',
    customer: 'Atelier Nord',
    status: 'Open',
    message: 'Notes longer than about 250 characters end with an ellipsis in the exported file.',
  },
  {
    id: 504,
    subject: 'Password reset email never arrives',
    customer: 'Lumen Studio',
    status: 'Solved',
    message: 'Found it in the spam folder. Thanks for the quick reply!',
  },
  {
    id: 505,
    subject: 'Dark mode makes charts unreadable',
    customer: 'Kite & Co.',
    status: 'Open',
    message: 'In dark mode the chart labels are dark grey on black. Screenshot attached.',
  },
];

export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'status', headerName: 'Status', width: 100 },
];
