import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Invoice {
  id: number;
  client: string;
  city: string;
  hours: number;
  rate: number;
  status: 'Paid' | 'Sent' | 'Draft';
}

export const invoices: Invoice[] = [
  { id: 1, client: 'Harbour Books', city: 'Lisbon', hours: 12, rate: 85, status: 'Paid' },
  { id: 2, client: 'Nordlys Studio', city: 'Tromsø', hours: 30, rate: 95, status: 'Sent' },
  { id: 3, client: 'Café Ondine', city: 'Lyon', hours: 6, rate: 70, status: 'Draft' },
  { id: 4, client: 'Kettle & Crane', city: 'Leeds', hours: 18, rate: 85, status: 'Paid' },
  { id: 5, client: 'Sora Ceramics', city: 'Kyoto', hours: 22, rate: 110, status: 'Sent' },
  { id: 6, client: 'Verde Bikes', city: 'Turin', hours: 9, rate: 80, status: 'Paid' },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', width: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
  {
    field: 'rate',
    headerName: 'Rate',
    type: 'number',
    width: 110,
    // v7 and later: the value comes first, then the row
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.hours * row.rate,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Sent', 'Draft'],
    width: 110,
  },
];
