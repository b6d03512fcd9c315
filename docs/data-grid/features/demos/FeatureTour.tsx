import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  room: 'Single' | 'Double' | 'Suite';
  nights: number;
  rate: number;
  checkIn: Date;
  breakfast: boolean;
}

const bookings: Booking[] = [
  { id: 1, guest: 'Noor Haddad', room: 'Double', nights: 3, rate: 118, checkIn: new Date(2026, 4, 4), breakfast: true },
  {
    id: 2,
    guest: 'Felix Brandt',
    room: 'Single',
    nights: 1,
    rate: 84,
    checkIn: new Date(2026, 4, 4),
    breakfast: false,
  },
  { id: 3, guest: 'Aiko Mori', room: 'Suite', nights: 5, rate: 240, checkIn: new Date(2026, 4, 6), breakfast: true },
  {
    id: 4,
    guest: 'Rui Carvalho',
    room: 'Double',
    nights: 2,
    rate: 118,
    checkIn: new Date(2026, 4, 7),
    breakfast: true,
  },
  { id: 5, guest: 'Maeve Byrne', room: 'Single', nights: 4, rate: 84, checkIn: new Date(2026, 4, 9), breakfast: false },
  { id: 6, guest: 'Ines Lopes', room: 'Suite', nights: 2, rate: 240, checkIn: new Date(2026, 4, 11), breakfast: true },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140, editable: true },
  {
    field: 'room',
    headerName: 'Room',
    type: 'singleSelect',
    valueOptions: ['Single', 'Double', 'Suite'],
    width: 100,
    editable: true,
  },
  { field: 'checkIn', headerName: 'Check-in', type: 'date', width: 110, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 80, editable: true },
  { field: 'breakfast', headerName: 'Breakfast', type: 'boolean', width: 100, editable: true },
  { field: 'rate', headerName: 'Rate (€)', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.nights * row.rate + (row.breakfast ? row.nights * 14 : 0),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'stay',
    headerName: 'Stay',
    children: [{ field: 'room' }, { field: 'checkIn' }, { field: 'nights' }, { field: 'breakfast' }],
  },
  { groupId: 'price', headerName: 'Price', children: [{ field: 'rate' }, { field: 'total' }] },
];

export default function FeatureTour() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={bookings}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        checkboxSelection
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'checkIn', sort: 'asc' }] } }}
      />
      {/* preview-end */}
    </Box>
  );
}
