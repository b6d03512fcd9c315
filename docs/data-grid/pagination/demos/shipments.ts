import type { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  customer: string;
  city: string;
  weightKg: number;
  shippedOn: string;
  status: 'Delivered' | 'In transit' | 'Held at customs' | 'Returned';
}

// A ceramics workshop's parcels for the first half of 2026. The rows are built
// from these short lists by arithmetic on the row number: no randomness, so
// every load shows the same 180 parcels.
const customers = [
  'Ana Ferreira',
  'Bruno Keller',
  'Chloé Martin',
  'Dmitri Volkov',
  'Emma Lindqvist',
  'Farah Haddad',
  'Giulia Conti',
  'Hiro Tanaka',
  'Ines Duarte',
  'Jonas Berg',
  'Kamala Rao',
  'Liam O’Connor',
  'Mei Chen',
];
const cities = ['Lisbon', 'Zurich', 'Lyon', 'Tallinn', 'Malmö', 'Beirut', 'Turin', 'Osaka', 'Porto', 'Bergen', 'Pune'];
const statuses: Shipment['status'][] = [
  'Delivered',
  'Delivered',
  'Delivered',
  'In transit',
  'Delivered',
  'Held at customs',
  'Delivered',
  'Returned',
];

// Takes the entry of a list at a position that wraps around its length.
function pick<T>(list: readonly T[], position: number): T {
  const item = list[position % list.length];
  if (item === undefined) {
    throw new Error('pick() needs a non-empty list');
  }
  return item;
}

function shippedOn(index: number): string {
  // One parcel a day or so, starting on 5 January 2026.
  const date = new Date(Date.UTC(2026, 0, 5 + index));
  return date.toISOString().slice(0, 10);
}

export const shipments: Shipment[] = Array.from({ length: 180 }, (_, index) => ({
  id: index + 1,
  customer: pick(customers, index * 5),
  city: pick(cities, index * 3),
  weightKg: Math.round((0.8 + ((index * 37) % 90) / 10) * 10) / 10,
  shippedOn: shippedOn(index),
  status: pick(statuses, index),
}));

/** The first 42 parcels, for demos where a few pages are enough. */
export const fewShipments = shipments.slice(0, 42);

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 56 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'city', headerName: 'City', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 105 },
  { field: 'shippedOn', headerName: 'Shipped', width: 105 },
  { field: 'status', headerName: 'Status', width: 130 },
];
