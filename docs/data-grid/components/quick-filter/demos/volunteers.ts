import type { GridColDef } from '@mui/x-data-grid';

export interface Volunteer {
  id: number;
  name: string;
  role: string;
  town: string;
  shifts: number;
}

// Volunteers of a small-town food bank, with the role they usually take.
export const volunteers: Volunteer[] = [
  { id: 1, name: 'Amara Okafor', role: 'Driver', town: 'Millbrook', shifts: 14 },
  { id: 2, name: 'Jonas Lindqvist', role: 'Warehouse', town: 'Eastfield', shifts: 9 },
  { id: 3, name: 'Priya Raman', role: 'Front desk', town: 'Millbrook', shifts: 21 },
  { id: 4, name: 'Tomás Ortega', role: 'Driver', town: 'Red Hollow', shifts: 6 },
  { id: 5, name: 'Hannah Weiss', role: 'Sorting', town: 'Eastfield', shifts: 17 },
  { id: 6, name: 'Kwame Mensah', role: 'Warehouse', town: 'Millbrook', shifts: 11 },
  { id: 7, name: 'Lucia Bianchi', role: 'Front desk', town: 'Stonebridge', shifts: 4 },
  { id: 8, name: 'Daniel Park', role: 'Sorting', town: 'Red Hollow', shifts: 12 },
  { id: 9, name: 'Fatima Zahra', role: 'Driver', town: 'Stonebridge', shifts: 8 },
  { id: 10, name: 'Oliver Grant', role: 'Sorting', town: 'Millbrook', shifts: 19 },
];

export const volunteerColumns: GridColDef<Volunteer>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'town', headerName: 'Town', width: 130 },
  { field: 'shifts', headerName: 'Shifts', type: 'number', width: 90 },
];
