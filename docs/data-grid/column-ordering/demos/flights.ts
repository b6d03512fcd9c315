import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Flight {
  id: string;
  flight: string;
  destination: string;
  departs: string;
  gate: string;
  airline: string;
  status: string;
}

export const flights: Flight[] = [
  {
    id: 'a',
    flight: 'SK 1467',
    destination: 'Copenhagen',
    departs: '07:05',
    gate: 'B12',
    airline: 'SAS',
    status: 'Boarding',
  },
  {
    id: 'b',
    flight: 'LH 2471',
    destination: 'Munich',
    departs: '07:20',
    gate: 'A04',
    airline: 'Lufthansa',
    status: 'On time',
  },
  {
    id: 'c',
    flight: 'AF 1235',
    destination: 'Paris CDG',
    departs: '07:45',
    gate: 'A09',
    airline: 'Air France',
    status: 'Delayed 20 min',
  },
  {
    id: 'd',
    flight: 'KL 1332',
    destination: 'Amsterdam',
    departs: '08:10',
    gate: 'B03',
    airline: 'KLM',
    status: 'On time',
  },
  {
    id: 'e',
    flight: 'IB 3711',
    destination: 'Madrid',
    departs: '08:35',
    gate: 'C01',
    airline: 'Iberia',
    status: 'Gate change',
  },
];

export const flightColumns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100, disableReorder: true },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'departs', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'airline', headerName: 'Airline', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];
