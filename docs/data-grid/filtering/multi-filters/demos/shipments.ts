import type { GridColDef } from '@mui/x-data-grid-pro';

export type Carrier = 'Nordic Rail' | 'BlueWave Shipping' | 'SkyBridge Air' | 'Roadline Trucking';
export type Status = 'Booked' | 'In transit' | 'Delivered' | 'Delayed';

export interface Shipment {
  id: number;
  reference: string;
  carrier: Carrier;
  origin: string;
  destination: string;
  weightKg: number;
  shippedOn: Date;
  status: Status;
}

// A freight forwarder's shipments for one week of March 2025. Fixed dates, no randomness.
export const shipments: Shipment[] = [
  {
    id: 1,
    reference: 'SH-2041',
    carrier: 'Nordic Rail',
    origin: 'Hamburg',
    destination: 'Oslo',
    weightKg: 1200,
    shippedOn: new Date(2025, 2, 3),
    status: 'Delivered',
  },
  {
    id: 2,
    reference: 'SH-2042',
    carrier: 'BlueWave Shipping',
    origin: 'Rotterdam',
    destination: 'Lisbon',
    weightKg: 8400,
    shippedOn: new Date(2025, 2, 3),
    status: 'In transit',
  },
  {
    id: 3,
    reference: 'SH-2043',
    carrier: 'SkyBridge Air',
    origin: 'Frankfurt',
    destination: 'Madrid',
    weightKg: 320,
    shippedOn: new Date(2025, 2, 4),
    status: 'Delivered',
  },
  {
    id: 4,
    reference: 'SH-2044',
    carrier: 'Roadline Trucking',
    origin: 'Lyon',
    destination: 'Milan',
    weightKg: 640,
    shippedOn: new Date(2025, 2, 4),
    status: 'Delayed',
  },
  {
    id: 5,
    reference: 'SH-2045',
    carrier: 'Nordic Rail',
    origin: 'Malmö',
    destination: 'Hamburg',
    weightKg: 2750,
    shippedOn: new Date(2025, 2, 5),
    status: 'In transit',
  },
  {
    id: 6,
    reference: 'SH-2046',
    carrier: 'SkyBridge Air',
    origin: 'Dublin',
    destination: 'Vienna',
    weightKg: 95,
    shippedOn: new Date(2025, 2, 5),
    status: 'Booked',
  },
  {
    id: 7,
    reference: 'SH-2047',
    carrier: 'BlueWave Shipping',
    origin: 'Antwerp',
    destination: 'Gdańsk',
    weightKg: 12600,
    shippedOn: new Date(2025, 2, 5),
    status: 'Delayed',
  },
  {
    id: 8,
    reference: 'SH-2048',
    carrier: 'Roadline Trucking',
    origin: 'Prague',
    destination: 'Munich',
    weightKg: 410,
    shippedOn: new Date(2025, 2, 6),
    status: 'In transit',
  },
  {
    id: 9,
    reference: 'SH-2049',
    carrier: 'SkyBridge Air',
    origin: 'Copenhagen',
    destination: 'Athens',
    weightKg: 180,
    shippedOn: new Date(2025, 2, 6),
    status: 'In transit',
  },
  {
    id: 10,
    reference: 'SH-2050',
    carrier: 'Roadline Trucking',
    origin: 'Barcelona',
    destination: 'Marseille',
    weightKg: 1980,
    shippedOn: new Date(2025, 2, 7),
    status: 'Booked',
  },
  {
    id: 11,
    reference: 'SH-2051',
    carrier: 'Nordic Rail',
    origin: 'Stockholm',
    destination: 'Helsinki',
    weightKg: 5100,
    shippedOn: new Date(2025, 2, 7),
    status: 'Delayed',
  },
  {
    id: 12,
    reference: 'SH-2052',
    carrier: 'BlueWave Shipping',
    origin: 'Le Havre',
    destination: 'Porto',
    weightKg: 7300,
    shippedOn: new Date(2025, 2, 7),
    status: 'Booked',
  },
];

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 110 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    valueOptions: ['Nordic Rail', 'BlueWave Shipping', 'SkyBridge Air', 'Roadline Trucking'],
    flex: 1,
    minWidth: 150,
  },
  { field: 'origin', headerName: 'Origin', flex: 1, minWidth: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'shippedOn', headerName: 'Shipped on', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Booked', 'In transit', 'Delivered', 'Delayed'],
    width: 120,
  },
];
