import type { GridColDef } from '@mui/x-data-grid';

// 150 parcels sent by a small online shop. The rows are built from a few
// fixed lists, so every visit shows the same data.
export type ShipmentStatus = 'Pending' | 'In transit' | 'Delivered' | 'Returned';

export interface Shipment {
  id: string;
  recipient: string;
  city: string;
  carrier: string;
  weightKg: number;
  shippedOn: string;
  status: ShipmentStatus;
}

const firstNames = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Esme',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kenji',
  'Lena',
];
const lastNames = ['Moreau', 'Silva', 'Novak', 'Okafor', 'Larsen', 'Rossi', 'Haddad', 'Weber', 'Costa'];
const cities = ['Lisbon', 'Lyon', 'Porto', 'Ghent', 'Turin', 'Leipzig', 'Bergen', 'Seville'];
const carriers = ['Postal', 'SwiftShip', 'Courier Co'];
const statuses: ShipmentStatus[] = ['Delivered', 'In transit', 'Delivered', 'Pending', 'Delivered', 'Returned'];

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

export const shipments: Shipment[] = Array.from({ length: 150 }, (_, index) => {
  const day = 1 + ((index * 7) % 28);
  const month = 1 + Math.floor(index / 50);
  return {
    id: `SHP-${1001 + index}`,
    recipient: `${pick(firstNames, index)} ${pick(lastNames, index * 5)}`,
    city: pick(cities, index * 3),
    carrier: pick(carriers, index * 2 + Math.floor(index / 4)),
    weightKg: Math.round((0.4 + ((index * 37) % 120) / 10) * 10) / 10,
    shippedOn: `2026-${pad(month)}-${pad(day)}`,
    status: pick(statuses, index * 7 + month),
  };
});

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Parcel', width: 90 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 105 },
  { field: 'city', headerName: 'City', width: 80 },
  { field: 'carrier', headerName: 'Carrier', width: 90 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `${value} kg`,
  },
  { field: 'shippedOn', headerName: 'Shipped', width: 95 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'In transit', 'Delivered', 'Returned'],
    width: 95,
  },
];
