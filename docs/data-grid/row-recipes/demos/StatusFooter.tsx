import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridActionsCellItem,
  gridRowsLookupSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { ticketColumns, tickets, type Ticket } from './tickets';

// preview-start
// A footer that counts the tickets by status, from the rows the grid holds now.
function TicketStatusFooter() {
  const apiRef = useGridApiContext();
  const rowsLookup = useGridSelector(apiRef, gridRowsLookupSelector);
  const rows = Object.values(rowsLookup) as Ticket[];
  const count = (status: Ticket['status']) => rows.filter((row) => row.status === status).length;

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" aria-live="polite">
        {count('Open')} open · {count('Waiting')} waiting · {count('Solved')} solved
      </Typography>
    </Box>
  );
}
// preview-end

export default function StatusFooter() {
  const apiRef = useGridApiRef();

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      ...ticketColumns,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 80,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="solve"
            label={`Mark ticket ${id} as solved`}
            showInMenu
            disabled={row.status === 'Solved'}
            // The grid's own copy of the row changes; the footer follows.
            onClick={() => apiRef.current?.updateRows([{ id, status: 'Solved' }])}
          />,
        ],
      },
    ],
    [apiRef],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid apiRef={apiRef} rows={tickets} columns={columns} slots={{ footer: TicketStatusFooter }} />
    </Box>
  );
}
