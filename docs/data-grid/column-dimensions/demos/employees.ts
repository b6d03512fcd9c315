import type { GridColDef } from '@mui/x-data-grid';

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: string;
  title: string;
  startYear: number;
}

export const employees: Employee[] = [
  {
    id: 1,
    name: 'Ana Lima',
    email: 'ana.lima@northwind.example',
    department: 'Finance',
    title: 'Analyst',
    startYear: 2021,
  },
  {
    id: 2,
    name: 'Björn Sæther',
    email: 'bjorn.saether@northwind.example',
    department: 'Engineering',
    title: 'Staff engineer',
    startYear: 2016,
  },
  {
    id: 3,
    name: 'Chiara Rossi',
    email: 'chiara.rossi@northwind.example',
    department: 'Design',
    title: 'Product designer',
    startYear: 2022,
  },
  {
    id: 4,
    name: 'Dmitri Volkov',
    email: 'dmitri.volkov@northwind.example',
    department: 'Engineering',
    title: 'Engineering manager',
    startYear: 2018,
  },
  {
    id: 5,
    name: 'Efua Mensah',
    email: 'efua.mensah@northwind.example',
    department: 'People',
    title: 'Recruiter',
    startYear: 2023,
  },
  {
    id: 6,
    name: 'Farid Haddad',
    email: 'farid.haddad@northwind.example',
    department: 'Sales',
    title: 'Account executive',
    startYear: 2020,
  },
  {
    id: 7,
    name: 'Grete Lindqvist-Johansson',
    email: 'grete.lindqvist-johansson@northwind.example',
    department: 'Legal',
    title: 'Counsel',
    startYear: 2019,
  },
];

/** The same four columns in every demo, with no size set: each demo adds its own. */
export const baseColumns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'email', headerName: 'E-mail' },
  { field: 'department', headerName: 'Department' },
  { field: 'startYear', headerName: 'Since', type: 'number' },
];
