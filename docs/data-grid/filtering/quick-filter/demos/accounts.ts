import type { GridColDef } from '@mui/x-data-grid';

export type Plan = 'Starter' | 'Team' | 'Enterprise';

export interface Account {
  id: number;
  company: string;
  contact: string;
  city: string;
  country: string;
  plan: Plan;
  seats: number;
  manager: string;
}

// A software vendor's customer accounts. Some names carry accents on purpose.
export const accounts: Account[] = [
  {
    id: 1,
    company: 'Blue Harbor Coffee',
    contact: 'Maya Lindqvist',
    city: 'Seattle',
    country: 'United States',
    plan: 'Team',
    seats: 24,
    manager: 'Inês Duarte',
  },
  {
    id: 2,
    company: 'Lakeside Coffee Supply',
    contact: 'Owen Park',
    city: 'Harbor Springs',
    country: 'United States',
    plan: 'Starter',
    seats: 5,
    manager: 'Tom Becker',
  },
  {
    id: 3,
    company: 'Café Lumière',
    contact: 'Élodie Marchand',
    city: 'Lyon',
    country: 'France',
    plan: 'Team',
    seats: 12,
    manager: 'Inês Duarte',
  },
  {
    id: 4,
    company: 'Müller & Söhne Logistik',
    contact: 'Jonas Weiß',
    city: 'München',
    country: 'Germany',
    plan: 'Enterprise',
    seats: 180,
    manager: 'Tom Becker',
  },
  {
    id: 5,
    company: 'Crème Brûlée Bakery Group',
    contact: 'Luc Tremblay',
    city: 'Montréal',
    country: 'Canada',
    plan: 'Team',
    seats: 40,
    manager: 'Priya Nair',
  },
  {
    id: 6,
    company: 'Tecelagem São Jorge',
    contact: 'Ana Ribeiro',
    city: 'São Paulo',
    country: 'Brazil',
    plan: 'Enterprise',
    seats: 95,
    manager: 'Inês Duarte',
  },
  {
    id: 7,
    company: 'Nordlys Energi',
    contact: 'Sigrid Haugen',
    city: 'Tromsø',
    country: 'Norway',
    plan: 'Enterprise',
    seats: 310,
    manager: 'Priya Nair',
  },
  {
    id: 8,
    company: 'Pacific Freight Partners',
    contact: 'Daniel Cho',
    city: 'Oakland',
    country: 'United States',
    plan: 'Team',
    seats: 18,
    manager: 'Tom Becker',
  },
  {
    id: 9,
    company: 'Atlas Robotics',
    contact: 'Grace Okafor',
    city: 'Austin',
    country: 'United States',
    plan: 'Enterprise',
    seats: 220,
    manager: 'Priya Nair',
  },
  {
    id: 10,
    company: 'Green Fern Studio',
    contact: 'Aoife Byrne',
    city: 'Dublin',
    country: 'Ireland',
    plan: 'Starter',
    seats: 3,
    manager: 'Tom Becker',
  },
  {
    id: 11,
    company: 'Alpenblick Data',
    contact: 'Reto Keller',
    city: 'Zürich',
    country: 'Switzerland',
    plan: 'Team',
    seats: 35,
    manager: 'Inês Duarte',
  },
  {
    id: 12,
    company: 'Tortillería Peña',
    contact: 'Lucía Fernández',
    city: 'Guadalajara',
    country: 'Mexico',
    plan: 'Starter',
    seats: 8,
    manager: 'Priya Nair',
  },
  {
    id: 13,
    company: 'Kiwi Orchard Co.',
    contact: 'Hemi Walker',
    city: 'Nelson',
    country: 'New Zealand',
    plan: 'Starter',
    seats: 6,
    manager: 'Tom Becker',
  },
  {
    id: 14,
    company: 'Harbor Lights Theatre',
    contact: 'Nora Quinn',
    city: 'Boston',
    country: 'United States',
    plan: 'Team',
    seats: 240,
    manager: 'Inês Duarte',
  },
];

export const accountColumns: GridColDef<Account>[] = [
  { field: 'company', headerName: 'Company', flex: 1.4, minWidth: 180 },
  { field: 'contact', headerName: 'Contact', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Starter', 'Team', 'Enterprise'],
    width: 110,
  },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'manager', headerName: 'Account manager', flex: 1, minWidth: 150 },
];
