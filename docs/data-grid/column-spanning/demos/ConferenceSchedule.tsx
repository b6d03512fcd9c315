import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const slots = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] as const;
type Slot = (typeof slots)[number];

interface Session {
  title: string;
  hours: number;
}

interface RoomRow {
  id: string;
  room: string;
  sessions: Partial<Record<Slot, Session>>;
}

const rows: RoomRow[] = [
  {
    id: 'hall',
    room: 'Main hall',
    sessions: {
      '09:00': { title: 'Opening keynote', hours: 2 },
      '11:00': { title: 'State of the web', hours: 1 },
      '12:00': { title: 'Lunch', hours: 1 },
      '13:00': { title: 'Panel: accessible design systems', hours: 2 },
      '15:00': { title: 'Closing', hours: 1 },
    },
  },
  {
    id: 'lab',
    room: 'Lab A',
    sessions: {
      '09:00': { title: 'Workshop: testing React apps', hours: 3 },
      '12:00': { title: 'Lunch', hours: 1 },
      '13:00': { title: 'Workshop: data grids in practice', hours: 3 },
    },
  },
  {
    id: 'room2',
    room: 'Room 2',
    sessions: {
      '10:00': { title: 'CSS layers', hours: 1 },
      '11:00': { title: 'Forms that forgive', hours: 1 },
      '12:00': { title: 'Lunch', hours: 1 },
      '13:00': { title: 'Type-safe APIs', hours: 1 },
      '14:00': { title: 'Shipping less JavaScript', hours: 2 },
    },
  },
];

// preview-start
const columns: GridColDef<RoomRow>[] = [
  { field: 'room', headerName: 'Room', width: 110 },
  ...slots.map((slot): GridColDef<RoomRow> => ({
    field: slot,
    headerName: slot,
    width: 130,
    sortable: false,
    valueGetter: (_value, row) => row.sessions[slot]?.title ?? '',
    // A session covers as many hourly columns as it lasts.
    colSpan: (_value, row) => row.sessions[slot]?.hours ?? 1,
    cellClassName: ({ row }) => (row.sessions[slot] ? 'session' : ''),
  })),
];
// preview-end

export default function ConferenceSchedule() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnFilter
        hideFooter
        showCellVerticalBorder
        showColumnVerticalBorder
        sx={{ '& .session': { bgcolor: 'action.hover', fontWeight: 500 } }}
      />
    </Box>
  );
}
