import type { GridColDef } from '@mui/x-data-grid';

export interface Invoice {
  id: number;
  client: string;
  city: string;
  amount: number;
  issuedOn: Date;
  paid: boolean;
  note: string;
}

// A small print shop's invoices for March 2026. The notes hold commas and
// quotes on purpose: they show how the CSV export quotes such values.
export const invoices: Invoice[] = [
  {
    id: 1,
    client: 'Atelier Mora',
    city: 'Lyon',
    amount: 420.5,
    issuedOn: new Date(2026, 2, 2),
    paid: true,
    note: 'Posters, A2',
  },
  {
    id: 2,
    client: 'Bright Owl Books',
    city: 'Leeds',
    amount: 1280,
    issuedOn: new Date(2026, 2, 3),
    paid: false,
    note: '',
  },
  {
    id: 3,
    client: 'Café Nordlys',
    city: 'Bergen',
    amount: 96.4,
    issuedOn: new Date(2026, 2, 5),
    paid: true,
    note: 'Menus "summer" edition',
  },
  {
    id: 4,
    client: 'Dunmore Tiles',
    city: 'Cork',
    amount: 2310,
    issuedOn: new Date(2026, 2, 6),
    paid: false,
    note: 'Catalogue, 48 pages',
  },
  {
    id: 5,
    client: 'Elm Street Dental',
    city: 'Leeds',
    amount: 185,
    issuedOn: new Date(2026, 2, 9),
    paid: true,
    note: '',
  },
  {
    id: 6,
    client: 'Fjord Kayaks',
    city: 'Bergen',
    amount: 640,
    issuedOn: new Date(2026, 2, 11),
    paid: true,
    note: 'Banners',
  },
  {
    id: 7,
    client: 'Grain & Co.',
    city: 'Lyon',
    amount: 75.9,
    issuedOn: new Date(2026, 2, 12),
    paid: false,
    note: 'Labels',
  },
  {
    id: 8,
    client: 'Harbour Yoga',
    city: 'Cork',
    amount: 310,
    issuedOn: new Date(2026, 2, 16),
    paid: true,
    note: 'Flyers; two colours',
  },
  { id: 9, client: 'Iris Florist', city: 'Lyon', amount: 128, issuedOn: new Date(2026, 2, 18), paid: false, note: '' },
  {
    id: 10,
    client: 'Juniper Bikes',
    city: 'Leeds',
    amount: 980,
    issuedOn: new Date(2026, 2, 23),
    paid: true,
    note: 'Stickers, vinyl',
  },
  {
    id: 11,
    client: 'Kestrel Films',
    city: 'Cork',
    amount: 1545,
    issuedOn: new Date(2026, 2, 25),
    paid: false,
    note: 'Festival programme',
  },
  {
    id: 12,
    client: 'Linden School',
    city: 'Bergen',
    amount: 260,
    issuedOn: new Date(2026, 2, 30),
    paid: true,
    note: 'Certificates',
  },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 70 },
  { field: 'client', headerName: 'Client', width: 160 },
  { field: 'city', headerName: 'City', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
  { field: 'issuedOn', headerName: 'Issued', type: 'date', width: 110 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 160 },
];
