import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

// preview-start
// A date-time column in every respect (sorting, filters, editor) but the text it shows.
const minutesAgo = (date: Date) => Math.round((Date.parse('2026-03-10T15:00:00Z') - date.getTime()) / 60000);
const relativeTime = (date: Date) => {
  const minutes = minutesAgo(date);
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 60 * 24) return `${Math.round(minutes / 60)} h ago`;
  const days = Math.round(minutes / (60 * 24));
  return days === 1 ? 'yesterday' : `${days} days ago`;
};

const relativeDateTime: GridColTypeDef<Date, string> = {
  type: 'dateTime',
  width: 140,
  valueGetter: (value: string) => new Date(value),
  valueFormatter: relativeTime,
};
// preview-end

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'updatedAt', headerName: 'Updated', ...relativeDateTime },
];

export default function RelativeTimeType() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'updatedAt', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
