import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface TeamMember {
  id: string;
  name: string;
  role: string;
  office: string;
  weeklyHours: number;
  remote: boolean;
}

const rows: TeamMember[] = [
  { id: 'u-01', name: 'Clara Jensen', role: 'Engineer', office: 'Copenhagen', weeklyHours: 40, remote: false },
  { id: 'u-02', name: 'Tomás Ibarra', role: 'Designer', office: 'Madrid', weeklyHours: 32, remote: true },
  { id: 'u-03', name: 'Grace Mwangi', role: 'Product manager', office: 'Nairobi', weeklyHours: 40, remote: false },
  { id: 'u-04', name: 'Arjun Mehta', role: 'Engineer', office: 'Bangalore', weeklyHours: 38, remote: true },
  { id: 'u-05', name: 'Elena Petrova', role: 'Engineer', office: 'Sofia', weeklyHours: 40, remote: true },
  { id: 'u-06', name: 'Jonas Weber', role: 'Support', office: 'Berlin', weeklyHours: 24, remote: false },
  { id: 'u-07', name: 'Nadia Karim', role: 'Designer', office: 'Toronto', weeklyHours: 36, remote: true },
  { id: 'u-08', name: 'Ben Carter', role: 'Support', office: 'Austin', weeklyHours: 40, remote: false },
  { id: 'u-09', name: 'Lea Fontaine', role: 'Product manager', office: 'Lyon', weeklyHours: 35, remote: true },
  { id: 'u-10', name: 'Hiro Tanaka', role: 'Engineer', office: 'Osaka', weeklyHours: 40, remote: false },
  { id: 'u-11', name: 'Maya Goldberg', role: 'Engineer', office: 'Tel Aviv', weeklyHours: 30, remote: true },
  { id: 'u-12', name: 'Owen Price', role: 'Support', office: 'Cardiff', weeklyHours: 20, remote: true },
];

const columns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Engineer', 'Designer', 'Product manager', 'Support'],
    width: 160,
    editable: true,
  },
  { field: 'office', headerName: 'Office', width: 140, editable: true },
  {
    field: 'weeklyHours',
    headerName: 'Hours / week',
    type: 'number',
    width: 130,
    editable: true,
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
];

export default function TeamToolbarGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        density="compact"
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
