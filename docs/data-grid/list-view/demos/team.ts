import type { GridColDef } from '@mui/x-data-grid-pro';

export interface Member {
  id: number;
  name: string;
  role: string;
  office: string;
  email: string;
  status: 'Available' | 'In a meeting' | 'On leave';
  bio: string;
}

// The staff of a small architecture studio.
export const team: Member[] = [
  {
    id: 1,
    name: 'Amara Osei',
    role: 'Principal architect',
    office: 'Accra',
    email: 'amara@studio-north.example',
    status: 'Available',
    bio: 'Leads the civic projects and reviews every façade before it leaves the studio.',
  },
  {
    id: 2,
    name: 'Bjørn Halvorsen',
    role: 'Structural engineer',
    office: 'Oslo',
    email: 'bjorn@studio-north.example',
    status: 'In a meeting',
    bio: 'Timber frames and cross-laminated panels.',
  },
  {
    id: 3,
    name: 'Carmen Ruiz',
    role: 'Interior designer',
    office: 'Valencia',
    email: 'carmen@studio-north.example',
    status: 'Available',
    bio: 'Ceramics, light and the small rooms people actually live in. Runs the materials library on Fridays.',
  },
  {
    id: 4,
    name: 'Daniel Cohen',
    role: 'Project manager',
    office: 'Oslo',
    email: 'daniel@studio-north.example',
    status: 'On leave',
    bio: 'Back on 20 April.',
  },
  {
    id: 5,
    name: 'Eun-ji Seo',
    role: 'Landscape architect',
    office: 'Seoul',
    email: 'eunji@studio-north.example',
    status: 'Available',
    bio: 'Courtyards, rain gardens and planting plans that survive a dry summer.',
  },
  {
    id: 6,
    name: 'Farid Benali',
    role: 'BIM coordinator',
    office: 'Valencia',
    email: 'farid@studio-north.example',
    status: 'In a meeting',
    bio: 'Keeps the shared model clean.',
  },
  {
    id: 7,
    name: 'Greta Lindahl',
    role: 'Junior architect',
    office: 'Oslo',
    email: 'greta@studio-north.example',
    status: 'Available',
    bio: 'Physical models and site surveys; joined in January 2026.',
  },
  {
    id: 8,
    name: 'Hamid Karimi',
    role: 'Sustainability lead',
    office: 'Accra',
    email: 'hamid@studio-north.example',
    status: 'Available',
    bio: 'Energy models, daylight studies and the embodied-carbon budget of every project, from the first sketch to handover.',
  },
];

export const teamColumns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Available', 'In a meeting', 'On leave'],
    width: 130,
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];
