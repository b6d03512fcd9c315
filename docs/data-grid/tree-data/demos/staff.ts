import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Employee {
  id: number;
  // The chain of managers from the top of the studio down to this person.
  hierarchy: string[];
  jobTitle: string;
  location: 'Lisbon' | 'Berlin' | 'Remote';
  startDate: Date;
}

// Larkspur Studio, a design and engineering studio of 17 people.
export const staff: Employee[] = [
  {
    id: 1,
    hierarchy: ['Amara Osei'],
    jobTitle: 'Managing director',
    location: 'Lisbon',
    startDate: new Date(2014, 2, 3),
  },
  {
    id: 2,
    hierarchy: ['Amara Osei', 'Jonas Berg'],
    jobTitle: 'Head of engineering',
    location: 'Berlin',
    startDate: new Date(2015, 5, 15),
  },
  {
    id: 3,
    hierarchy: ['Amara Osei', 'Jonas Berg', 'Léa Marchand'],
    jobTitle: 'Engineering manager',
    location: 'Lisbon',
    startDate: new Date(2017, 8, 4),
  },
  {
    id: 4,
    hierarchy: ['Amara Osei', 'Jonas Berg', 'Léa Marchand', 'Kofi Mensah'],
    jobTitle: 'Senior engineer',
    location: 'Lisbon',
    startDate: new Date(2019, 0, 14),
  },
  {
    id: 5,
    hierarchy: ['Amara Osei', 'Jonas Berg', 'Léa Marchand', 'Sofia Russo'],
    jobTitle: 'Engineer',
    location: 'Remote',
    startDate: new Date(2022, 3, 11),
  },
  {
    id: 6,
    hierarchy: ['Amara Osei', 'Jonas Berg', 'Léa Marchand', 'Mateo Álvarez'],
    jobTitle: 'Engineer',
    location: 'Lisbon',
    startDate: new Date(2023, 9, 2),
  },
  {
    id: 7,
    hierarchy: ['Amara Osei', 'Jonas Berg', 'Priya Raman'],
    jobTitle: 'Engineering manager',
    location: 'Berlin',
    startDate: new Date(2018, 1, 19),
  },
  {
    id: 8,
    hierarchy: ['Amara Osei', 'Jonas Berg', 'Priya Raman', 'Henrik Dahl'],
    jobTitle: 'Senior engineer',
    location: 'Berlin',
    startDate: new Date(2020, 4, 25),
  },
  {
    id: 9,
    hierarchy: ['Amara Osei', 'Jonas Berg', 'Priya Raman', 'Yuki Tanaka'],
    jobTitle: 'Engineer',
    location: 'Remote',
    startDate: new Date(2024, 0, 8),
  },
  {
    id: 10,
    hierarchy: ['Amara Osei', 'Nadia Haddad'],
    jobTitle: 'Head of design',
    location: 'Lisbon',
    startDate: new Date(2016, 0, 11),
  },
  {
    id: 11,
    hierarchy: ['Amara Osei', 'Nadia Haddad', 'Olivia Grant'],
    jobTitle: 'Senior designer',
    location: 'Lisbon',
    startDate: new Date(2019, 7, 26),
  },
  {
    id: 12,
    hierarchy: ['Amara Osei', 'Nadia Haddad', 'Tariq Aziz'],
    jobTitle: 'Designer',
    location: 'Berlin',
    startDate: new Date(2021, 2, 15),
  },
  {
    id: 13,
    hierarchy: ['Amara Osei', 'Nadia Haddad', 'Chloé Lambert'],
    jobTitle: 'Designer',
    location: 'Lisbon',
    startDate: new Date(2025, 1, 3),
  },
  {
    id: 14,
    hierarchy: ['Amara Osei', 'Ewan Fraser'],
    jobTitle: 'Head of operations',
    location: 'Berlin',
    startDate: new Date(2016, 10, 7),
  },
  {
    id: 15,
    hierarchy: ['Amara Osei', 'Ewan Fraser', 'Ana Costa'],
    jobTitle: 'Office manager',
    location: 'Lisbon',
    startDate: new Date(2018, 6, 30),
  },
  {
    id: 16,
    hierarchy: ['Amara Osei', 'Ewan Fraser', 'Ravi Patel'],
    jobTitle: 'Finance lead',
    location: 'Remote',
    startDate: new Date(2020, 9, 12),
  },
  {
    id: 17,
    hierarchy: ['Amara Osei', 'Ewan Fraser', 'Grace Liu'],
    jobTitle: 'People partner',
    location: 'Berlin',
    startDate: new Date(2023, 4, 22),
  },
];

// The grid calls this for every row to place it in the tree.
export const getStaffPath = (row: Employee) => row.hierarchy;

export const staffColumns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 170 },
  { field: 'location', headerName: 'Location', width: 110 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
];
