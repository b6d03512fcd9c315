import type { GridColDef } from '@mui/x-data-grid';

export interface Bike {
  id: number;
  name: string;
  kind: string;
  station: string;
  battery: number;
  rides: number;
}

export const bikes: Bike[] = [
  { id: 101, name: 'Swift', kind: 'E-bike', station: 'Harbour Gate', battery: 82, rides: 14 },
  { id: 102, name: 'Pebble', kind: 'City', station: 'Old Market', battery: 0, rides: 9 },
  { id: 103, name: 'Heron', kind: 'E-bike', station: 'Old Market', battery: 35, rides: 21 },
  { id: 104, name: 'Juniper', kind: 'Cargo', station: 'Library', battery: 64, rides: 5 },
  { id: 105, name: 'Comet', kind: 'E-bike', station: 'Library', battery: 97, rides: 17 },
  { id: 106, name: 'Maple', kind: 'City', station: 'Harbour Gate', battery: 0, rides: 12 },
  { id: 107, name: 'Otter', kind: 'Cargo', station: 'Station Square', battery: 48, rides: 3 },
  { id: 108, name: 'Willow', kind: 'City', station: 'Station Square', battery: 0, rides: 26 },
];

export const bikeColumns: GridColDef<Bike>[] = [
  { field: 'name', headerName: 'Bike', width: 120 },
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'battery', headerName: 'Battery %', type: 'number', width: 110 },
  { field: 'rides', headerName: 'Rides today', type: 'number', width: 120 },
];
