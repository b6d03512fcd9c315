import type { GridColDef } from '@mui/x-data-grid';

export type InvoiceStatus = 'Paid' | 'Pending' | 'Overdue';

export interface Invoice {
  id: string;
  client: string;
  city: string;
  status: InvoiceStatus;
  amount: number;
  /** Change against the client's previous invoice, in percent. */
  change: number | null;
}

// Twelve invoices of a small print shop, from March 2026.
export const invoices: Invoice[] = [
  { id: 'INV-301', client: 'Harbour Books', city: 'Porto', status: 'Paid', amount: 1240, change: 8 },
  { id: 'INV-302', client: 'Lumen Café', city: 'Ghent', status: 'Overdue', amount: 380, change: -12 },
  { id: 'INV-303', client: 'Atelier Nord', city: 'Bergen', status: 'Pending', amount: 2150, change: 31 },
  { id: 'INV-304', client: 'Green Fork', city: 'Lyon', status: 'Paid', amount: 640, change: 0 },
  { id: 'INV-305', client: 'Kite & Co', city: 'Leeds', status: 'Paid', amount: 95, change: null },
  { id: 'INV-306', client: 'Casa Vela', city: 'Valencia', status: 'Overdue', amount: 1780, change: -4 },
  { id: 'INV-307', client: 'Orbit Studio', city: 'Tallinn', status: 'Pending', amount: 520, change: 15 },
  { id: 'INV-308', client: 'Mill Lane Bakery', city: 'York', status: 'Paid', amount: 210, change: -20 },
  { id: 'INV-309', client: 'Tiber Tours', city: 'Rome', status: 'Pending', amount: 3320, change: 44 },
  { id: 'INV-310', client: 'Bloom Florist', city: 'Utrecht', status: 'Paid', amount: 150, change: 3 },
  { id: 'INV-311', client: 'Quay Cinema', city: 'Cork', status: 'Overdue', amount: 960, change: -9 },
  { id: 'INV-312', client: 'Pine Yoga', city: 'Graz', status: 'Pending', amount: 275, change: null },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 95 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    // The left-to-right marks keep the sign before the number in right-to-left pages.
    valueFormatter: (value: number | null) => (value == null ? '' : `\u200E${value > 0 ? '+' : ''}${value}%\u200E`),
  },
];
