import type { GridColDef } from '@mui/x-data-grid-pro';

// 1,000 card payments of a small café chain, newest first. The rows are built
// from fixed lists, so every visit shows the same data.
export interface CardPayment {
  id: number;
  reference: string;
  paidAt: string;
  shop: string;
  method: 'Contactless' | 'Chip and PIN' | 'Mobile wallet';
  items: number;
  amount: number;
}

const shops = ['Harbour St', 'Old Market', 'Station Hall', 'University', 'Riverside'];
const methods: CardPayment['method'][] = ['Contactless', 'Mobile wallet', 'Contactless', 'Chip and PIN'];

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) {
    throw new Error('Empty list');
  }
  return value;
}

function pad(value: number) {
  return String(value).padStart(2, '0');
}

export const TOTAL_PAYMENTS = 1000;

export const cardPayments: CardPayment[] = Array.from({ length: TOTAL_PAYMENTS }, (_, index) => {
  // One payment every six minutes, from 20:00 on 31 March 2026 backwards.
  const minutesFromMidnight = 20 * 60 - index * 6;
  const day = 31 + Math.floor(minutesFromMidnight / 1440);
  const minuteOfDay = ((minutesFromMidnight % 1440) + 1440) % 1440;
  const items = 1 + ((index * 7) % 5);
  return {
    id: index + 1,
    reference: `PAY-${String(90000 - index).padStart(5, '0')}`,
    paidAt: `2026-03-${pad(day)} ${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`,
    shop: pick(shops, index * 3),
    method: pick(methods, index * 5 + items),
    items,
    amount: Math.round((items * 2.9 + ((index * 13) % 40) / 10) * 100) / 100,
  };
});

export const paymentColumns: GridColDef<CardPayment>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'reference', headerName: 'Reference', width: 110 },
  { field: 'paidAt', headerName: 'Paid at', width: 150 },
  { field: 'shop', headerName: 'Shop', flex: 1, minWidth: 110 },
  { field: 'method', headerName: 'Method', width: 130 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];
