import type { GridColDef } from '@mui/x-data-grid';

export interface StaffMember {
  id: number;
  firstName: string;
  lastName: string;
  role: 'Engineer' | 'Designer' | 'Manager' | 'Support';
  salary: number;
  startDate: Date;
  remote: boolean;
  contract: 'Draft' | 'Signed';
}

export const staff: StaffMember[] = [
  {
    id: 1,
    firstName: 'Maya',
    lastName: 'Osei',
    role: 'Engineer',
    salary: 72000,
    startDate: new Date(2022, 3, 4),
    remote: true,
    contract: 'Signed',
  },
  {
    id: 2,
    firstName: 'Luca',
    lastName: 'Bianchi',
    role: 'Designer',
    salary: 61000,
    startDate: new Date(2023, 8, 18),
    remote: false,
    contract: 'Signed',
  },
  {
    id: 3,
    firstName: 'Sana',
    lastName: 'Qureshi',
    role: 'Manager',
    salary: 88000,
    startDate: new Date(2019, 0, 7),
    remote: false,
    contract: 'Signed',
  },
  {
    id: 4,
    firstName: 'Tomasz',
    lastName: 'Wójcik',
    role: 'Support',
    salary: 43000,
    startDate: new Date(2026, 3, 1),
    remote: true,
    contract: 'Draft',
  },
  {
    id: 5,
    firstName: 'Élise',
    lastName: 'Martin',
    role: 'Engineer',
    salary: 69000,
    startDate: new Date(2026, 4, 11),
    remote: true,
    contract: 'Draft',
  },
];

export const staffColumns: GridColDef<StaffMember>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Engineer', 'Designer', 'Manager', 'Support'],
    width: 120,
    editable: true,
  },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 110, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
];
