import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { isoDateTime } from './columnTypes';
import { tickets, type Ticket } from './tickets';

// preview-start
const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'openedAt', headerName: 'Opened', ...isoDateTime },
  { field: 'updatedAt', headerName: 'Last update', ...isoDateTime },
];
// preview-end

export default function IsoDateTimeType() {
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
