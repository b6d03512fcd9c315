import type { GridColDef } from '@mui/x-data-grid';

export type BookingStatus = 'Draft' | 'Booked';

export interface Booking {
  id: number;
  traveller: string;
  country: string;
  city: string;
  checkIn: Date;
  checkOut: Date;
  rate: number;
  status: BookingStatus;
}

// Hotel bookings for a team's spring offsite.
export const bookings: Booking[] = [
  {
    id: 1,
    traveller: 'Priya Nair',
    country: 'Portugal',
    city: 'Lisbon',
    checkIn: new Date(2026, 3, 13),
    checkOut: new Date(2026, 3, 16),
    rate: 128,
    status: 'Booked',
  },
  {
    id: 2,
    traveller: 'Tomás Ruiz',
    country: 'Portugal',
    city: 'Porto',
    checkIn: new Date(2026, 3, 12),
    checkOut: new Date(2026, 3, 16),
    rate: 96,
    status: 'Draft',
  },
  {
    id: 3,
    traveller: 'Hana Sato',
    country: 'Spain',
    city: 'Seville',
    checkIn: new Date(2026, 3, 13),
    checkOut: new Date(2026, 3, 15),
    rate: 110,
    status: 'Draft',
  },
  {
    id: 4,
    traveller: 'Omar Haddad',
    country: 'Spain',
    city: 'Valencia',
    checkIn: new Date(2026, 3, 14),
    checkOut: new Date(2026, 3, 17),
    rate: 102,
    status: 'Booked',
  },
  {
    id: 5,
    traveller: 'Lena Morrow',
    country: 'Italy',
    city: 'Bologna',
    checkIn: new Date(2026, 3, 13),
    checkOut: new Date(2026, 3, 16),
    rate: 118,
    status: 'Draft',
  },
  {
    id: 6,
    traveller: 'Ines Calder',
    country: 'Italy',
    city: 'Turin',
    checkIn: new Date(2026, 3, 12),
    checkOut: new Date(2026, 3, 15),
    rate: 89,
    status: 'Draft',
  },
];

export const citiesByCountry: Record<string, string[]> = {
  Portugal: ['Lisbon', 'Porto', 'Coimbra'],
  Spain: ['Seville', 'Valencia', 'Bilbao'],
  Italy: ['Bologna', 'Turin', 'Naples'],
};

export const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export const bookingColumns: GridColDef<Booking>[] = [
  { field: 'traveller', headerName: 'Traveller', width: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'checkIn', headerName: 'Check-in', type: 'date', width: 120 },
  { field: 'checkOut', headerName: 'Check-out', type: 'date', width: 120 },
  {
    field: 'rate',
    headerName: 'Rate per night',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

/** A copy of one of `bookingColumns`, with changes (such as `editable: true`). */
export function column(field: keyof Booking, changes: Partial<GridColDef<Booking>> = {}): GridColDef<Booking> {
  const base = bookingColumns.find((candidate) => candidate.field === field);
  return { ...(base ?? { field }), ...changes } as GridColDef<Booking>;
}

/** Compares two cell values, dates by their time. */
export const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** Whether an edit changed anything: the grid also commits edits that leave every value as it was. */
export const rowChanged = (before: Booking, after: Booking) =>
  (Object.keys(before) as (keyof Booking)[]).some((key) => !sameValue(before[key], after[key]));
