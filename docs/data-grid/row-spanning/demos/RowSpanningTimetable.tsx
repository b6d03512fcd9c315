import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Period {
  id: number;
  day: string;
  time: string;
  subject: string;
  teacher: string;
  room: string;
}

const periods: Period[] = [
  { id: 1, day: 'Monday', time: '08:30', subject: 'Mathematics', teacher: 'Ms Okoye', room: 'B12' },
  { id: 2, day: 'Monday', time: '09:20', subject: 'Mathematics', teacher: 'Ms Okoye', room: 'B12' },
  { id: 3, day: 'Monday', time: '10:30', subject: 'History', teacher: 'Mr Laine', room: 'A03' },
  { id: 4, day: 'Monday', time: '11:20', subject: 'Chemistry', teacher: 'Dr Ruiz', room: 'Lab 2' },
  { id: 5, day: 'Tuesday', time: '08:30', subject: 'English', teacher: 'Mr Doyle', room: 'A07' },
  { id: 6, day: 'Tuesday', time: '09:20', subject: 'Chemistry', teacher: 'Dr Ruiz', room: 'Lab 2' },
  { id: 7, day: 'Tuesday', time: '10:30', subject: 'Chemistry', teacher: 'Dr Ruiz', room: 'Lab 2' },
  { id: 8, day: 'Tuesday', time: '11:20', subject: 'Music', teacher: 'Ms Berg', room: 'Hall' },
];

const columns: GridColDef<Period>[] = [
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'time', headerName: 'Time', width: 80, rowSpanValueGetter: () => null },
  { field: 'subject', headerName: 'Subject', width: 140 },
  { field: 'teacher', headerName: 'Teacher', width: 120 },
  { field: 'room', headerName: 'Room', width: 90 },
];

export default function RowSpanningTimetable() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={periods}
        columns={columns}
        rowSpanning
        rowHeight={38}
        columnHeaderHeight={44}
        disableColumnSorting
        showCellVerticalBorder
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
