// Reusable column types: each is a GridColTypeDef, spread into as many columns as need it.
// GridColTypeDef<V, F>: V is the cell's value, F what its valueFormatter returns.
import type { GridColTypeDef } from '@mui/x-data-grid';

const eurFormat = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export const eurPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number | null) => (value == null ? '' : eurFormat.format(value)),
  cellClassName: 'eur-price',
};

/** API dates arrive as ISO strings; the grid's date-time type needs Date objects. */
export const isoDateTime: GridColTypeDef<Date | null, string> = {
  type: 'dateTime',
  width: 180,
  valueGetter: (value: string | null) => (value ? new Date(value) : null),
  valueFormatter: (value: Date | null) =>
    value ? value.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '',
};

export type TicketStatus = 'Open' | 'Waiting' | 'Solved';
