import type { GridColDef } from '@mui/x-data-grid';

export interface Parcel {
  id: string;
  recipient: string;
  town: string;
  weightKg: number;
  status: 'Packed' | 'Shipped' | 'Delivered';
}

// A week of parcels sent by a small online tea shop.
export const parcels: Parcel[] = [
  { id: 'TS-301', recipient: 'Aiko Tanaka', town: 'Osaka', weightKg: 0.4, status: 'Delivered' },
  { id: 'TS-302', recipient: 'Björn Ek', town: 'Uppsala', weightKg: 1.2, status: 'Delivered' },
  { id: 'TS-303', recipient: 'Carla Díaz', town: 'Sevilla', weightKg: 0.8, status: 'Shipped' },
  { id: 'TS-304', recipient: 'Dev Patel', town: 'Pune', weightKg: 2.5, status: 'Shipped' },
  { id: 'TS-305', recipient: 'Eilidh Ross', town: 'Inverness', weightKg: 0.3, status: 'Packed' },
  { id: 'TS-306', recipient: 'Femi Adeyemi', town: 'Ibadan', weightKg: 1.7, status: 'Packed' },
  { id: 'TS-307', recipient: 'Greta Novak', town: 'Brno', weightKg: 0.9, status: 'Delivered' },
  { id: 'TS-308', recipient: 'Hugo Laurent', town: 'Nantes', weightKg: 0.6, status: 'Shipped' },
];

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 140 },
  { field: 'town', headerName: 'Town', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];
