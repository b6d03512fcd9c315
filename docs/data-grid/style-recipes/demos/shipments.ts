import type { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  destination: string;
  carrier: string;
  parcels: number;
  /** Share of the parcels already delivered, from 0 to 100. */
  delivered: number;
}

// A week of outgoing shipments of an online tea shop.
export const shipments: Shipment[] = [
  { id: 1, destination: 'Amsterdam', carrier: 'PostNL', parcels: 42, delivered: 100 },
  { id: 2, destination: 'Barcelona', carrier: 'Correos', parcels: 18, delivered: 61 },
  { id: 3, destination: 'Copenhagen', carrier: 'GLS', parcels: 27, delivered: 85 },
  { id: 4, destination: 'Dublin', carrier: 'An Post', parcels: 9, delivered: 22 },
  { id: 5, destination: 'Edinburgh', carrier: 'Royal Mail', parcels: 33, delivered: 48 },
  { id: 6, destination: 'Florence', carrier: 'BRT', parcels: 14, delivered: 7 },
  { id: 7, destination: 'Gdańsk', carrier: 'InPost', parcels: 21, delivered: 90 },
  { id: 8, destination: 'Hamburg', carrier: 'DHL', parcels: 56, delivered: 74 },
];

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  {
    field: 'delivered',
    headerName: 'Delivered',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value}%`,
  },
];
