import type { GridColDef } from '@mui/x-data-grid';
import { priorityOptions, teamOptions, type Ticket } from './tickets';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

// The columns most demos of this page share.
export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: teamOptions, width: 110 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: priorityOptions,
    width: 100,
  },
  {
    field: 'openedAt',
    headerName: 'Opened',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => dateTime.format(value),
  },
];
